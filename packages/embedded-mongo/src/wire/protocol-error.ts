/** A client broke the wire protocol; the server answers by closing that one connection. */
export class ProtocolError extends Error {
  override name = 'ProtocolError';
}
