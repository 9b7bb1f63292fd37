// The toast container alone, so that AppProvider can load it as its own chunk
// (a dynamic import of the @mantine/notifications barrel would pull it all in).
import '../styles/screens.ts';
export { Notifications as default } from '@mantine/notifications';
