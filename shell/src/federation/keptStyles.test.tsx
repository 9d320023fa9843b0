import { renderToString } from 'react-dom/server';
import * as serverStyled from 'styled-components';
import { keptStyleTags } from './keptStyles';

type StyledModule = typeof serverStyled;

/** The same two components, made by the server's styled-components or the browser's. */
function componentsOf({ default: styled }: StyledModule) {
  return {
    Card: styled.section`
      color: rgb(1, 2, 3);
    `,
    Badge: styled.strong`
      color: rgb(4, 5, 6);
    `,
  };
}

/** Every rule text in the page's style sheets except those of `kept`. */
const rulesOutside = (kept: HTMLStyleElement) =>
  Array.from(document.styleSheets)
    .filter((sheet) => sheet !== kept.sheet)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));

describe('keptStyleTags', () => {
  it("hands the drawing's rules over in a tag the browser keeps, and inserts nothing again for what the server styled", async () => {
    const server = componentsOf(serverStyled);
    const sheet = new serverStyled.ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(<server.Card>A stay</server.Card>));
    document.head.innerHTML = keptStyleTags(sheet.getStyleTags());
    sheet.seal();
    const [kept, names] = Array.from(document.head.querySelectorAll('style'));
    expect(kept?.getAttribute('data-styled')).toBe('active');
    expect(names?.textContent).toMatch(/^data-styled\.g\d+\[id="[\w-]+"\]\{content:"\w+,"\}/);

    // The browser's styled-components starts with the drawn page already in the document, as the shell's does.
    // Its own React too: react-dom's updates are flushed by the act of the React it was loaded with.
    let browser!: {
      react: typeof import('react');
      client: typeof import('react-dom/client');
      styled: StyledModule;
    };
    await jest.isolateModulesAsync(async () => {
      browser = {
        react: await import('react'),
        client: await import('react-dom/client'),
        styled: await import('styled-components'),
      };
    });
    const { act } = browser.react;
    const { Card, Badge } = componentsOf(browser.styled);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      browser.client.hydrateRoot(container, <Card>A stay</Card>, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(kept!.isConnected).toBe(true);
    expect(names!.isConnected).toBe(false);
    const section = container.querySelector('section')!;
    expect(getComputedStyle(section).color).toBe('rgb(1, 2, 3)');
    expect(rulesOutside(kept!).filter((rule) => rule.includes('rgb(1, 2, 3)'))).toEqual([]);

    // What only the browser draws is styled as before.
    await act(async () =>
      root.render(
        <Card>
          A stay<Badge>New</Badge>
        </Card>,
      ),
    );
    expect(getComputedStyle(container.querySelector('strong')!).color).toBe('rgb(4, 5, 6)');
    expect(rulesOutside(kept!).some((rule) => rule.includes('rgb(4, 5, 6)'))).toBe(true);
    act(() => root.unmount());
  });
});
