// Issue 46 #12: "Forgot password". The link reaches the account's notification inbox and the configured mail
// transport (here a real SMTP conversation with a relay on this machine); it works once, for 30 minutes, and
// ends every session of the account.
import { createServer, type Server } from 'node:net';
import {
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { defineUsers } from '../src';
import { passwordResetModel } from '../src/password-reset/model';
import { LINK_INVALID } from '../src/password-reset/resolvers';

/** An SMTP relay that accepts every message and keeps what it was given. */
function smtpRelay() {
  const received: Array<{ from: string; to: string; data: string }> = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    const mail = { from: '', to: '', data: '' };
    socket.write('220 relay ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push({ ...mail });
            socket.write('250 queued\r\n');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        } else if (/^EHLO/i.test(line)) socket.write('250-relay\r\n250 OK\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          mail.from = line.slice(10);
          socket.write('250 OK\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          mail.to = line.slice(8);
          socket.write('250 OK\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('500 what\r\n');
      }
    });
  });
  return { server, received };
}

let users: SubgraphHarness;
let notifications: Peer;
const relay = smtpRelay();
const saved = { MAIL_TRANSPORT: process.env.MAIL_TRANSPORT, PUBLIC_URL: process.env.PUBLIC_URL };

beforeAll(async () => {
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  const { port } = relay.server.address() as { port: number };
  process.env.MAIL_TRANSPORT = `smtp://127.0.0.1:${port}`;
  process.env.PUBLIC_URL = 'https://stays.example/';
  notifications = await servePeer('notifications', (app) =>
    app.post('/internal/notifications', (_req, res) => void res.status(201).json({})),
  );
  users = await startSubgraphHarness(defineUsers);
});

afterAll(async () => {
  await users?.stop();
  await notifications?.stop();
  relay.server.close();
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

const REQUEST = 'mutation ($email: String) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation ($token: String, $password: String) { resetPassword(token: $token, password: $password) }';
const LOGIN = 'mutation ($u: String, $p: String) { login(username: $u, password: $p) { user { id } } }';

async function account() {
  const email = `forgetful${Math.random().toString(36).slice(2, 8)}@stays.test`;
  const registered = await users.execute<{ register: { user: { id: string }; sessionVersion: number } }>(
    'mutation ($input: RegisterInput!) { register(input: $input) { user { id } sessionVersion } }',
    {
      variables: {
        input: { username: email, email, password: 'old-secret', firstName: 'For', lastName: 'Getful' },
      },
    },
  );
  return { email, id: registered.data!.register.user.id };
}

const linkIn = (text: string) => /https:\/\/stays\.example\/reset-password\?token=([\w-]+)/.exec(text)?.[1];

async function askForLink(email: string) {
  const before = relay.received.length;
  const answer = await users.execute<{ requestPasswordReset: boolean }>(REQUEST, { variables: { email } });
  expect(answer.data).toEqual({ requestPasswordReset: true });
  expect(relay.received).toHaveLength(before + 1);
  return relay.received[relay.received.length - 1];
}

it('sends one link to the inbox and by mail; it sets a new password once, and ends the sessions', async () => {
  const { email, id } = await account();
  const mail = await askForLink(email.toUpperCase());
  expect(mail.to).toBe(`<${email}>`);
  expect(mail.data).toContain('Subject: Reset your password');
  expect(mail.data).toContain('The link works once, for 30 minutes.');
  const token = linkIn(mail.data)!;
  expect(token).toBeDefined();
  const notices = notifications.calls.get('/internal/notifications') as Array<Record<string, string>>;
  expect(notices.at(-1)).toEqual(
    expect.objectContaining({ recipientId: id, title: 'Reset your password', relatedEntityType: 'account' }),
  );
  expect(linkIn(notices.at(-1)!.message)).toBe(token);

  const weak = await users.execute(RESET, { variables: { token, password: '123' } });
  expect(weak.errors![0].message).toBe('Password must be at least 6 characters');
  const before = await users.connection.collection('users').findOne({ email });
  const reset = await users.execute<{ resetPassword: string }>(RESET, {
    variables: { token, password: 'new-secret' },
  });
  expect(reset.data).toEqual({ resetPassword: id });
  const after = await users.connection.collection('users').findOne({ email });
  expect(after!.sessionVersion).toBe((before!.sessionVersion as number) + 1);
  expect((await users.execute(LOGIN, { variables: { u: email, p: 'old-secret' } })).errors).toBeDefined();
  expect((await users.execute(LOGIN, { variables: { u: email, p: 'new-secret' } })).errors).toBeUndefined();

  const again = await users.execute(RESET, { variables: { token, password: 'other-secret' } });
  expect(again.errors![0]).toEqual(
    expect.objectContaining({
      message: LINK_INVALID,
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  );
});

it('refuses a link after 30 minutes, and the older links once a newer one was used', async () => {
  const { email } = await account();
  const first = linkIn((await askForLink(email)).data)!;
  const second = linkIn((await askForLink(email)).data)!;
  const third = linkIn((await askForLink(email)).data)!;
  const resets = passwordResetModel(users.connection);
  const stored = await resets.find({}).sort({ createdAt: -1 }).limit(3).lean().exec();
  const minutes = (stored[0].expiresAt.getTime() - stored[0].createdAt.getTime()) / 60_000;
  expect(Math.round(minutes)).toBe(30);
  // The third link, 31 minutes later.
  await resets
    .updateOne({ _id: stored[0]._id }, { $set: { expiresAt: new Date(Date.now() - 60_000) } })
    .exec();
  const late = await users.execute(RESET, { variables: { token: third, password: 'new-secret' } });
  expect(late.errors![0].message).toBe(LINK_INVALID);
  expect(
    (await users.execute(RESET, { variables: { token: second, password: 'new-secret' } })).errors,
  ).toBeUndefined();
  const older = await users.execute(RESET, { variables: { token: first, password: 'newer-secret' } });
  expect(older.errors![0].message).toBe(LINK_INVALID);
});

it('answers the same for an address nobody uses, and sends nothing', async () => {
  const sent = relay.received.length;
  const answer = await users.execute(REQUEST, { variables: { email: 'nobody-here@stays.test' } });
  expect(answer.data).toEqual({ requestPasswordReset: true });
  expect(relay.received).toHaveLength(sent);
  const bad = await users.execute(REQUEST, { variables: { email: 'not-an-email' } });
  expect(bad.errors![0].message).toBe('Please enter a valid email address');
});
