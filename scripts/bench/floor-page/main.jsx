// The floor of `npm run bench`'s page measures: a bare Vite + React page, as `npm create vite`
// makes it, built and measured in the same run as the academy's pages.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Vite + React</h1>
      <p>A bare page: React renders it in the browser, with nothing else on it.</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        count is {count}
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
