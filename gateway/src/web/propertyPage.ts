// The address of a property page (the listings remote's `/property/:id`), read by the gateway before the page
// is answered: its first image and its head come from the property it names.
const PROPERTY_PAGE = /^\/property\/([^/]+)\/?$/;

/** The id segment of a property page's path (not checked: any text), or undefined for another page. */
export function propertyPageId(pathname: string): string | undefined {
  return PROPERTY_PAGE.exec(pathname)?.[1];
}
