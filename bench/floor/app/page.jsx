export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A minimal Next.js page built with the same versions as the site.</p>
    </main>
  );
}
