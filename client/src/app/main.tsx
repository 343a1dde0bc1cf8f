import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "../index.css";

function App() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-3xl font-semibold">Spreehaus Immobilien</h1>
      <p className="mt-2 text-gray-600">Immobilien mit Herz</p>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
