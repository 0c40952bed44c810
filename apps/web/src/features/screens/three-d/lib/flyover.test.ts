import { describe, expect, it } from 'vitest';
import { columnsOf } from './columns-fixture';
import { Flyover, type FlyoverState, flyoverStops } from './flyover';

describe('flyoverStops', () => {
  it('boxes the devices of each project, largest project first', () => {
    const stops = flyoverStops(
      columnsOf([
        { id: 1, lng: 116, lat: 39, project: 5 },
        { id: 2, lng: 120, lat: 30, project: 8 },
        { id: 3, lng: 121, lat: 31.5, project: 8 },
      ]),
    );
    expect(stops).toEqual([
      { projectId: 8, count: 2, bounds: [120, 30, 121, 31.5] },
      { projectId: 5, count: 1, bounds: [116, 39, 116, 39] },
    ]);
  });
});

/** Timers the test runs by hand. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  return {
    pending,
    set: (run: () => void, ms: number) => {
      pending.set(++next, { run, ms });
      return next;
    },
    clear: (handle: unknown) => pending.delete(handle as number),
    fire() {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.run();
    },
  };
}

function tour(stops = 3) {
  const timers = manualTimers();
  const flights: { stop: number; done: () => void }[] = [];
  const states: FlyoverState[] = [];
  let halted = 0;
  const flyover = new Flyover({
    stops: () => stops,
    fly: (stop, done) => flights.push({ stop, done }),
    halt: () => {
      halted += 1;
    },
    onState: (state) => states.push(state),
    idleMs: 60_000,
    timers,
  });
  return { flyover, timers, flights, states, halted: () => halted };
}

describe('Flyover', () => {
  it('goes from stop to stop, back to the first after the last', () => {
    const { flyover, flights, states } = tour(2);
    flyover.start();
    flights.at(-1)?.done();
    flights.at(-1)?.done();
    expect(flights.map((flight) => flight.stop)).toEqual([0, 1, 0]);
    expect(states).toEqual(['touring']);
  });

  it('stops at an interaction and goes on with the next stop after a minute without one', () => {
    const { flyover, flights, timers, states, halted } = tour();
    flyover.start();
    flyover.interacted();
    expect(halted()).toBe(1);
    expect(flyover.state).toBe('paused');
    // The leg cut short does not call for the next one.
    flights[0]?.done();
    expect(flights.length).toBe(1);
    // Another interaction starts the minute again.
    flyover.interacted();
    expect(halted()).toBe(1);
    expect([...timers.pending.values()].map((timer) => timer.ms)).toEqual([60_000]);
    timers.fire();
    expect(flyover.state).toBe('touring');
    expect(flights.map((flight) => flight.stop)).toEqual([0, 1]);
    expect(states).toEqual(['touring', 'paused', 'touring']);
  });

  it('waits for stops, and stays stopped once stopped', () => {
    const empty = tour(0);
    empty.flyover.start();
    expect(empty.flights).toEqual([]);
    const { flyover, flights, timers } = tour();
    flyover.start();
    flyover.interacted();
    flyover.stop();
    timers.fire();
    flights[0]?.done();
    expect(flyover.state).toBe('paused');
    expect(flights.length).toBe(1);
  });
});
