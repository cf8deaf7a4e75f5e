// The styles of what only the running app shows (dialogs, menus, notifications, tables, the
// dashboard's and the console's controls): main.tsx imports this, so they load with the app's
// start, after the page's initial CSS (app/styles.ts), never before a reader's first paint
// (decision 0154).
import '../styles/mantine-app.css';
import '@mantine/notifications/styles.css';
