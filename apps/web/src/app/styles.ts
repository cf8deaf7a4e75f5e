// Every stylesheet a first screen needs, in the page's initial CSS (boot.ts imports this): a
// server-rendered page is shown styled before the app's script runs, and may never run it.
import '../styles/mantine.css';
import '@mantine/notifications/styles.css';
// The home page's carousel is on the first screen.
import '@mantine/carousel/styles.css';
import '../styles/global.css';
// Class pages show a kitab's sanad chain.
import '../features/certificates/components/sanad-chain.module.css';
