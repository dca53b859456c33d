#!/usr/bin/python3
"""The WebKit browser WebKitWebDriver drives (e2e-webkit/harness.ts): one WebKitGTK view per window and no toolbar,
so that WebDriver's window size is the page's viewport (MiniBrowser's toolbar would take some of it). Console
messages go to stdout, where the harness reads the errors WebKit logs itself (CORS, CSP), which no page script sees.
"""
import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

NAME = "LuminaWebKit"
context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
windows = []


def create_view(_session):
    settings = WebKit2.Settings(enable_write_console_messages_to_stdout=True, enable_developer_extras=False)
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True, settings=settings)
    window = Gtk.Window(title=NAME)
    window.set_default_size(1440, 900)
    window.add(view)
    view.connect("close", lambda _view: close(window))
    windows.append(window)
    # Xvfb has no window manager: X's focus would follow the pointer, outside a 390 px window. Focused, the page
    # has document.hasFocus() and :focus as on a phone.
    window.connect("map-event", lambda widget, _event: widget.get_window().focus(0))
    window.show_all()
    return view


def close(window):
    windows.remove(window)
    window.destroy()
    if not windows:
        Gtk.main_quit()


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name(NAME)
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", create_view)


context.connect("automation-started", automation_started)
Gtk.main()
