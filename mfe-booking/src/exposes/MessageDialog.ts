export { default } from '../features/message-dialog/MessageDialog';
