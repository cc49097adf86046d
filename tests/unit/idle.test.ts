// whenIdle runs deferred work once, in an idle callback where the browser has one and after the
// next frame where it does not; afterNextPaint runs it after the next frame; a cancelled piece of
// work never runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, whenIdle } from '~/lib/idle';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('uses requestIdleCallback, with a deadline, and cancels through it', () => {
    const queued: (() => void)[] = [];
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', vi.fn((work: () => void, options: { timeout: number }) => (queued.push(work), options.timeout)));
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    queued[0]!();
    expect(work).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1000);
  });

  it('without requestIdleCallback, runs after the next frame unless cancelled', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
    const kept = vi.fn();
    const dropped = vi.fn();
    whenIdle(kept);
    whenIdle(dropped)();
    for (const frame of frames) frame();
    vi.runAllTimers();
    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not in the frame, unless cancelled', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
    const kept = vi.fn();
    const dropped = vi.fn();
    afterNextPaint(kept);
    afterNextPaint(dropped)();
    for (const frame of frames) frame();
    expect(kept).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
