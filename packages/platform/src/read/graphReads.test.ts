import { parse } from 'graphql';
import {
  FIRST_VIEW_DATA_ID,
  GraphReadError,
  GraphReads,
  httpReads,
  readKey,
  takeFirstViewAnswers,
} from './graphReads';

const TITLE = parse(`
  query Title($id: ID!) {
    property(id: $id) {
      id
      title
    }
  }
`);

function handOver(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_VIEW_DATA_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => document.getElementById(FIRST_VIEW_DATA_ID)?.remove());

/** What httpReads reads of a fetch's answer (jsdom has no Response). */
const answer = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) }) as Response;

const noNetwork = () => Promise.reject(new Error('no network in this test'));

describe('the light reads', () => {
  it('keys a read by its operation and variables, whatever their order', () => {
    expect(readKey(TITLE, { id: 'p1', extra: undefined })).toBe('Title:{"id":"p1"}');
    expect(readKey(TITLE, { b: 2, a: 1 })).toBe(readKey(TITLE, { a: 1, b: 2 }));
  });

  it('starts from the answers the first view was drawn with, and takes them once', () => {
    handOver(
      JSON.stringify({ 'Title:{"id":"p1"}': { property: { id: 'p1', title: 'Penthouse over the Marina' } } }),
    );
    const reads = new GraphReads(noNetwork, takeFirstViewAnswers());
    expect(reads.stateOf(TITLE, { id: 'p1' })).toEqual({
      data: { property: { id: 'p1', title: 'Penthouse over the Marina' } },
      error: null,
      loading: false,
    });
    expect(document.getElementById(FIRST_VIEW_DATA_ID)).toBeNull();
    expect(takeFirstViewAnswers()).toEqual({});
  });

  it('reads a property the first view found missing as missing, not as one still to ask for', () => {
    handOver(JSON.stringify({ 'Title:{"id":"gone"}': { property: null } }));
    const reads = new GraphReads(noNetwork, takeFirstViewAnswers());
    expect(reads.stateOf(TITLE, { id: 'gone' })?.data).toEqual({ property: null });
  });

  it('starts empty when the block is damaged', () => {
    handOver('{"Title:');
    expect(takeFirstViewAnswers()).toEqual({});
  });

  it('asks once for a read two screens ask for together, and hands over only answers without errors', async () => {
    const asked: unknown[] = [];
    const reads = new GraphReads(async (_query, variables) => {
      asked.push(variables);
      return variables.id === 'bad'
        ? { errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] }
        : { data: { property: { id: variables.id, title: 'Riad' } } };
    });
    await Promise.all([
      reads.load(TITLE, { id: 'p1' }),
      reads.load(TITLE, { id: 'p1' }),
      reads.load(TITLE, { id: 'bad' }),
    ]);
    expect(asked).toEqual([{ id: 'p1' }, { id: 'bad' }]);
    const refused = reads.stateOf(TITLE, { id: 'bad' })?.error;
    expect(refused).toBeInstanceOf(GraphReadError);
    expect(refused?.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(reads.extract()).toEqual({ 'Title:{"id":"p1"}': { property: { id: 'p1', title: 'Riad' } } });
  });

  it('after a write, asks again for what a screen shows and drops the rest', async () => {
    let title = 'Riad';
    const reads = new GraphReads(async (_query, variables) => ({
      data: { property: { id: variables.id, title } },
    }));
    await reads.load(TITLE, { id: 'shown' });
    await reads.load(TITLE, { id: 'hidden' });
    const seen: string[] = [];
    reads.subscribe(readKey(TITLE, { id: 'shown' }), () => {
      const state = reads.stateOf(TITLE, { id: 'shown' });
      seen.push(
        `${state?.loading ? 'loading' : 'answered'} ${(state?.data as { property: { title: string } }).property.title}`,
      );
    });
    title = 'Riad Zitoun';
    reads.forgetAll();
    await Promise.all(reads.pending());
    // The old answer stays on screen while the new one is asked for.
    expect(seen).toEqual(['loading Riad', 'answered Riad Zitoun']);
    expect(reads.stateOf(TITLE, { id: 'hidden' })).toBeUndefined();
  });

  it("reads a refused HTTP answer's status and the errors in its body", async () => {
    const execute = httpReads('/graphql', async () =>
      answer({ errors: [{ message: 'Slow down', extensions: { code: 'RATE_LIMITED' } }] }, 429),
    );
    const reads = new GraphReads(execute);
    await reads.load(TITLE, { id: 'p1' });
    const error = reads.stateOf(TITLE, { id: 'p1' })?.error;
    expect(error?.statusCode).toBe(429);
    expect(error?.errors[0]?.message).toBe('Slow down');
  });

  it('sends the operation, its text and its variables with the cookies', async () => {
    const sent: RequestInit[] = [];
    const execute = httpReads('/graphql', async (_url, init) => {
      sent.push(init ?? {});
      return answer({ data: { property: null } });
    });
    await expect(execute(TITLE, { id: 'p1' })).resolves.toEqual({ data: { property: null } });
    expect(sent[0]?.credentials).toBe('include');
    const body = JSON.parse(String(sent[0]?.body)) as {
      operationName: string;
      query: string;
      variables: unknown;
    };
    expect(body.operationName).toBe('Title');
    expect(body.query).toBe('query Title($id:ID!){property(id:$id){id title}}');
    expect(body.variables).toEqual({ id: 'p1' });
  });
});
