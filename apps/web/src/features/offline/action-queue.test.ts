import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { createActionQueue, type QueueDeps, type Sender } from './action-queue.ts';
import { memoryQueueStorage } from './queue-storage.ts';
import type { QueuedAction, ShiftDayAction } from './shift-day-action.ts';

const clockIn: ShiftDayAction = {
  kind: 'clockIn',
  shiftId: 's1',
  method: 'GET',
  path: '/Attendances/clock_in',
  query: { userId: 'u1', shiftId: 's1', lat: -33.8, lng: 151.2 },
  label: 'Clock-in',
};
const report: ShiftDayAction = {
  kind: 'shiftReport',
  shiftId: 's1',
  method: 'POST',
  path: '/ShiftReports/add_shiftreport',
  query: { userId: 'u1' },
  json: { shiftId: 's1', isSigned: true },
  label: 'Shift report',
};
const clockOut: ShiftDayAction = {
  kind: 'clockOut',
  shiftId: 's1',
  method: 'GET',
  path: '/Attendances/clock_out',
  query: { userId: 'u1', shiftId: 's1' },
  label: 'Clock-out',
};

const networkError = () => new ApiError({ kind: 'network', status: 0, message: 'Network Error' });
const refusal = (status: number, message: string) =>
  new ApiError({ kind: 'http', status, message, fromServer: true });

/** A queue over memory storage whose network the test controls. */
function setup(overrides: Partial<QueueDeps> = {}) {
  let online = true;
  let user: string | null = 'u1';
  let ids = 0;
  const sent: { action: QueuedAction; mode: string }[] = [];
  const answers: ((action: QueuedAction) => unknown)[] = [];
  const send = vi.fn<Sender>(async (action, mode) => {
    sent.push({ action, mode });
    const answer = answers.shift();
    return answer ? answer(action) : { status: 'Success', message: 'Done.' };
  });
  const storage = memoryQueueStorage();
  const onDelivered = vi.fn();
  const queue = createActionQueue({
    storage,
    send,
    isOnline: () => online,
    currentUser: () => user,
    onDelivered,
    newId: () => `id-${++ids}`,
    now: () => new Date('2026-11-24T09:00:00Z'),
    ...overrides,
  });
  return {
    queue,
    storage,
    sent,
    onDelivered,
    /** The next sends answer (or throw) in this order; then success. */
    answer: (...fns: ((action: QueuedAction) => unknown)[]) => answers.push(...fns),
    setOnline: (value: boolean) => {
      online = value;
    },
    setUser: (value: string | null) => {
      user = value;
    },
  };
}

const fail = (error: Error) => () => {
  throw error;
};

describe('sendOrQueue', () => {
  it('sends at once when online, with a fresh requestId and the device time', async () => {
    const t = setup();
    const result = await t.queue.sendOrQueue(clockIn);
    expect(result).toEqual({ sent: true, reply: { status: 'Success', message: 'Done.' } });
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]?.mode).toBe('direct');
    expect(t.sent[0]?.action).toMatchObject({ requestId: 'id-2', deviceTime: '2026-11-24T09:00:00.000Z' });
    expect(await t.storage.list()).toEqual([]);
  });

  it('queues without sending when the phone is offline', async () => {
    const t = setup();
    t.setOnline(false);
    const result = await t.queue.sendOrQueue(clockIn);
    expect(result.sent).toBe(false);
    expect(t.sent).toHaveLength(0);
    const stored = await t.storage.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'clockIn', state: 'waiting', userId: 'u1', requestId: 'id-2' });
    expect(t.queue.getState().actions.map((a) => a.label)).toEqual(['Clock-in']);
  });

  it('queues when the call gets no reply (network error or time-out), keeping its requestId', async () => {
    const t = setup();
    t.answer(
      fail(networkError()),
      fail(new ApiError({ kind: 'timeout', status: 0, message: 'Request timeout' })),
    );
    const first = await t.queue.sendOrQueue(clockIn);
    expect(first.sent).toBe(false);
    expect(first.sent === false && first.queued.requestId).toBe(t.sent[0]?.action.requestId);
    t.setOnline(false);
    await t.queue.sendOrQueue(report);
    t.setOnline(true);
    expect((await t.storage.list()).map((a) => a.kind)).toEqual(['clockIn', 'shiftReport']);
  });

  it('throws a refusal (400) and queues nothing', async () => {
    const t = setup();
    t.answer(fail(refusal(400, 'You cannot clock in yet.')));
    await expect(t.queue.sendOrQueue(clockIn)).rejects.toThrow('You cannot clock in yet.');
    expect(await t.storage.list()).toEqual([]);
  });

  it('sends what is waiting first, then the new action', async () => {
    const t = setup();
    t.setOnline(false);
    await t.queue.sendOrQueue(clockIn);
    t.setOnline(true);
    const result = await t.queue.sendOrQueue(report);
    expect(result.sent).toBe(true);
    expect(t.sent.map((s) => [s.action.kind, s.mode])).toEqual([
      ['clockIn', 'replay'],
      ['shiftReport', 'direct'],
    ]);
  });

  it('queues behind an action that still cannot be sent', async () => {
    const t = setup();
    t.setOnline(false);
    await t.queue.sendOrQueue(clockIn);
    t.setOnline(true);
    t.answer(fail(networkError()));
    const result = await t.queue.sendOrQueue(report);
    expect(result.sent).toBe(false);
    expect(t.sent.map((s) => s.action.kind)).toEqual(['clockIn']);
    expect((await t.storage.list()).map((a) => a.kind)).toEqual(['clockIn', 'shiftReport']);
  });
});

describe('replay', () => {
  async function queueThree(t: ReturnType<typeof setup>) {
    t.setOnline(false);
    await t.queue.sendOrQueue(clockIn);
    await t.queue.sendOrQueue(report);
    await t.queue.sendOrQueue(clockOut);
    t.setOnline(true);
  }

  it('sends in the order queued, one at a time, and a 2xx removes each', async () => {
    const t = setup();
    await queueThree(t);
    let inFlight = 0;
    let most = 0;
    const slow = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return { status: 'Success' };
    };
    t.answer(slow, slow, slow);
    await t.queue.replay();
    expect(t.sent.map((s) => s.action.kind)).toEqual(['clockIn', 'shiftReport', 'clockOut']);
    expect(t.sent.every((s) => s.mode === 'replay')).toBe(true);
    expect(most).toBe(1);
    expect(await t.storage.list()).toEqual([]);
    expect(t.queue.getState().actions).toEqual([]);
    expect(t.onDelivered).toHaveBeenCalledTimes(1);
  });

  it('reuses the same requestId and device time on every retry', async () => {
    const t = setup();
    t.setOnline(false);
    const queued = await t.queue.sendOrQueue(clockIn);
    t.setOnline(true);
    t.answer(fail(networkError()));
    await t.queue.replay();
    await t.queue.replay();
    expect(t.sent).toHaveLength(2);
    const ids = t.sent.map((s) => [s.action.requestId, s.action.deviceTime]);
    expect(queued.sent === false && [queued.queued.requestId, queued.queued.deviceTime]).toEqual(ids[0]);
    expect(ids[1]).toEqual(ids[0]);
  });

  it('marks a 4xx refused with the server message and keeps sending the rest', async () => {
    const t = setup();
    await queueThree(t);
    t.answer(() => ({}), fail(refusal(400, 'This was recorded on the phone more than 24 hours ago.')));
    await t.queue.replay();
    expect(t.sent.map((s) => s.action.kind)).toEqual(['clockIn', 'shiftReport', 'clockOut']);
    const left = t.queue.getState().actions;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      kind: 'shiftReport',
      state: 'refused',
      refusal: 'This was recorded on the phone more than 24 hours ago.',
    });
    // A refused action is not sent again.
    await t.queue.replay();
    expect(t.sent).toHaveLength(3);
  });

  it('stops at a 401 and asks to sign in again, sending nothing after it', async () => {
    const t = setup();
    await queueThree(t);
    t.answer(fail(new ApiError({ kind: 'unauthorized', status: 401, message: 'Unauthorized' })));
    await t.queue.replay();
    expect(t.sent).toHaveLength(1);
    expect(t.queue.getState().signInNeeded).toBe(true);
    expect(t.queue.getState().actions.map((a) => a.state)).toEqual(['waiting', 'waiting', 'waiting']);
    // The notice stays while signed out, and goes when someone signs in.
    t.setUser(null);
    t.queue.userChanged();
    expect(t.queue.getState().signInNeeded).toBe(true);
    t.setUser('u1');
    t.queue.userChanged();
    expect(t.queue.getState().signInNeeded).toBe(false);
  });

  it('keeps everything waiting while there is no reply or the server fails', async () => {
    const t = setup();
    await queueThree(t);
    t.answer(fail(new ApiError({ kind: 'server', status: 500, message: 'Server error' })));
    await t.queue.replay();
    expect(t.sent).toHaveLength(1);
    expect(t.queue.getState().actions.map((a) => a.state)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(t.onDelivered).not.toHaveBeenCalled();
  });

  it('sends nothing while offline or signed out', async () => {
    const t = setup();
    await queueThree(t);
    t.setOnline(false);
    await t.queue.replay();
    t.setOnline(true);
    t.setUser(null);
    await t.queue.replay();
    expect(t.sent).toHaveLength(0);
  });

  it("sends and shows only the signed-in worker's actions (a shared phone)", async () => {
    const t = setup();
    t.setOnline(false);
    await t.queue.sendOrQueue(clockIn);
    t.setUser('u2');
    t.queue.userChanged();
    expect(t.queue.getState().actions).toEqual([]);
    t.setOnline(true);
    await t.queue.replay();
    expect(t.sent).toHaveLength(0);
    t.setUser('u1');
    await t.queue.replay();
    expect(t.sent.map((s) => s.action.kind)).toEqual(['clockIn']);
  });

  it('a replay asked for during a replay runs once more after it, never two at once', async () => {
    const t = setup();
    t.setOnline(false);
    await t.queue.sendOrQueue(clockIn);
    t.setOnline(true);
    const first = t.queue.replay();
    const second = t.queue.replay();
    await Promise.all([first, second]);
    expect(t.sent).toHaveLength(1);
  });

  it('dismiss forgets a refused action only', async () => {
    const t = setup();
    t.setOnline(false);
    await t.queue.sendOrQueue(clockIn);
    await t.queue.sendOrQueue(report);
    t.setOnline(true);
    t.answer(fail(refusal(400, 'Too late.')), fail(networkError()));
    await t.queue.replay();
    const [refused, waiting] = t.queue.getState().actions;
    await t.queue.dismiss(waiting?.id ?? '');
    await t.queue.dismiss(refused?.id ?? '');
    expect(t.queue.getState().actions.map((a) => a.kind)).toEqual(['shiftReport']);
  });

  it('reads the queue a previous page load left behind, in order', async () => {
    const first = setup();
    await queueThree(first);
    const stored = await first.storage.list();
    const reopened = setup({ storage: memoryQueueStorage(stored.reverse()) });
    await reopened.queue.replay();
    expect(reopened.sent.map((s) => s.action.kind)).toEqual(['clockIn', 'shiftReport', 'clockOut']);
  });
});
