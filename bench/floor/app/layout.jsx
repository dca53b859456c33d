export const metadata = {
  title: 'Floor',
  description: 'A minimal Next.js page: the floor of the benchmark.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  );
}
