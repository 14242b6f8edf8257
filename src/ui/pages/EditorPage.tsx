export function EditorPage() {
  return (
    <main>
      <h1>Titan Race Online</h1>
      <p>Editor page: under construction.</p>
    </main>
  );
}
