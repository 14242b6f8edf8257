export function LabPage() {
  return (
    <main>
      <h1>Titan Race Online</h1>
      <p>Lab page: under construction.</p>
    </main>
  );
}
