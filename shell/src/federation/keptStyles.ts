/**
 * styled-components' server tags, rewritten so the browser keeps them. Left as they are, the browser's
 * styled-components reads each `<style data-styled>` tag, inserts every rule again into a tag of its own and
 * removes the server's: the whole page is then styled again (7 to 22 ms on the landing on this machine, four
 * times that on Lighthouse's phone). Rewritten, the rules come in a tag marked as styled-components' own active
 * tag (which it leaves in place and never reads), and the names of the rules, styled-components' markers
 * (`data-styled.g<group>[id="<component>"]{content:"<names>"}`), in a tag of their own: the browser registers
 * those names from it, so it inserts nothing for a component the server styled, and removes only that tag.
 */
const STYLE_TAG = /<style([^>]*)>([\s\S]*?)<\/style>/g;
const MARKER = /^data-styled\.g\d+\[id="[\w-]+"\]/;
/** styled-components' separator between rules and markers in a tag's text. */
const SEPARATOR = '/*!sc*/\n';

export function keptStyleTags(styleTags: string): string {
  return styleTags.replace(STYLE_TAG, (_tag, attributes: string, text: string) => {
    const rules: string[] = [];
    const markers: string[] = [];
    for (const part of text.split(SEPARATOR)) {
      if (!part.trim()) continue;
      (MARKER.test(part.trim()) ? markers : rules).push(part);
    }
    const active = attributes.replace(/data-styled="[^"]*"/, 'data-styled="active"');
    const join = (parts: string[]) => parts.map((part) => `${part}${SEPARATOR}`).join('');
    return `<style${active}>${join(rules)}</style><style${attributes}>${join(markers)}</style>`;
  });
}
