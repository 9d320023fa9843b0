import { notify } from './notifications';

describe('notify', () => {
  it('never fails the caller when the notifications subgraph cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const saved = process.env.INTERNAL_TOKEN;
    delete process.env.INTERNAL_TOKEN; // callInternal refuses to call without a credential
    try {
      await expect(
        notify({
          recipientId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
          title: 'New booking request',
          message: 'x',
          relatedEntityType: 'booking',
          relatedEntityId: 'b',
        }),
      ).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('notification not sent'));
    } finally {
      if (saved !== undefined) process.env.INTERNAL_TOKEN = saved;
      warn.mockRestore();
    }
  });
});
