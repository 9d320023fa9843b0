// Runs the real back end in its own process for the shell's jsdom tests (the embedded database and the seed
// need Node's globals, which jsdom's environment hides). Prints {"url"} once ready; stops when stdin closes.
import { startStack } from '../../../scripts/stack';

async function main() {
  const stack = await startStack({
    port: 0,
    inMemory: true,
    log: () => {},
    // The tests sign in many times from one address.
    env: { AUTH_RATE_LIMIT_PER_ACCOUNT: '1000', AUTH_RATE_LIMIT_PER_IP: '1000' },
  });
  process.stdout.write(`${JSON.stringify({ url: stack.url })}\n`);
  process.stdin.on('end', () => {
    void stack.stop().then(() => process.exit(0));
  });
  process.stdin.resume();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
