// Every stylesheet a server-rendered page's first screen needs, in the page's initial CSS (boot.ts
// imports this): the page is shown styled before the app's script runs, and may never run it.
// What only the running app shows is styled by app-styles.ts, loaded with the app (decision 0154).
import '../styles/mantine.css';
// The home page's carousel is on the first screen.
import '@mantine/carousel/styles.css';
import '../features/home/components/home-carousel.module.css';
import '../styles/global.css';
// Class cards (the home page, departments, the store) and a class's own page: its state and price.
import '../components/plain.module.css';
import '../features/classes/components/class-card.module.css';
import '../features/classes/components/class-state-badge.module.css';
import '../features/classes/components/price-tag.module.css';
// Class pages show a kitab's sanad chain.
import '../features/certificates/components/sanad-chain.module.css';
