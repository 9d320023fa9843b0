import type { ComponentProps } from 'react';
import { useDrawnByServer } from '../render/useDrawnByServer';
import { Button } from './Button';

/**
 * A form's submit button that waits for the form's script. On a page the server drew, a phone shows the form
 * seconds before React has hydrated it; a tap on Submit then (or Enter in a field) submits the form natively: a GET
 * to the page itself that puts every field in the address (a password too, into the history and the server's logs)
 * and never runs the form's own submit. Disabled until the form is hydrated, the button stops both; in a form the
 * browser draws itself (a dialog), it is enabled from the first render.
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<typeof Button>, 'type'>) {
  const drawnByServer = useDrawnByServer();
  return <Button {...props} type="submit" disabled={disabled || drawnByServer} />;
}
