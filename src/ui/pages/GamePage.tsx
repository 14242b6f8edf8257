export function GamePage() {
  return (
    <main>
      <h1>Titan Race Online</h1>
      <p>Game page: under construction.</p>
    </main>
  );
}
