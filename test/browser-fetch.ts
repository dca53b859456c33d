/**
 * Client components' tests (jsdom) answer the components' requests themselves: `fetchMock` stands for the
 * browser's fetch once installFetchMock() has run, emptied before each test, and `answer` is what an API route
 * sends back. The forms that read the address (useSearchParams) read `address.query`, fresh before each test;
 * their test file mocks next/navigation with it (a jest.mock has to stand in the test file itself):
 *   jest.mock('next/navigation', () => ({ useSearchParams: () => address.query }));
 */

export const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

/** An API answer as the components read it: the status, `ok` and the JSON body. */
export const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);

export function installFetchMock() {
  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  beforeEach(() => fetchMock.mockReset());
}

export const address = { query: new URLSearchParams() };

/** A form's test: the fetch, an address without query, and time for user-event's typing. */
export function setUpFormTest() {
  jest.setTimeout(15_000);
  installFetchMock();
  beforeEach(() => {
    address.query = new URLSearchParams();
  });
}
