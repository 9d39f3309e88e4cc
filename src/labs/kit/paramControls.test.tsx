// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineParams } from '../../url/params.ts';
import { ParamGroups } from './ParamControls.tsx';

// Each number control reads its slider position (nearestStop) once per render: counting the calls
// counts the controls that rendered.
const positions = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./sliderScale.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./sliderScale.ts')>();
  return {
    ...actual,
    nearestStop: (...args: Parameters<typeof actual.nearestStop>) => {
      positions.calls++;
      return actual.nearestStop(...args);
    },
  };
});

afterEach(cleanup);

const table = defineParams(1, [
  { key: 'clients', kind: 'int', default: 10, min: 1, max: 100, unit: '', label: 'Клиенты', hint: 'сколько клиентов', group: 'load' },
  { key: 'rate', kind: 'int', default: 5, min: 1, max: 50, unit: '', label: 'Поток', hint: 'запросов в секунду', group: 'load' },
  { key: 'timeoutMs', kind: 'int', default: 200, min: 10, max: 1000, unit: 'мс', label: 'Таймаут', hint: 'на попытку', group: 'load' },
] as const);
const groups = { load: 'Нагрузка' };
type State = { clients: number; rate: number; timeoutMs: number };

describe('ParamGroups', () => {
  it('renders again only the control whose value changed, even with a new handler at every render', () => {
    const state: State = { clients: 10, rate: 5, timeoutMs: 200 };
    const { rerender } = render(<ParamGroups table={table} state={state} onChange={() => {}} groups={groups} />);
    expect(positions.calls).toBe(3);
    positions.calls = 0;
    rerender(<ParamGroups table={table} state={{ ...state, rate: 6 }} onChange={() => {}} groups={groups} />);
    expect(positions.calls).toBe(1);
  });

  it('calls the handler of the latest render with the control’s key', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const state: State = { clients: 10, rate: 5, timeoutMs: 200 };
    const { rerender, getByLabelText } = render(<ParamGroups table={table} state={state} onChange={first} groups={groups} />);
    rerender(<ParamGroups table={table} state={state} onChange={latest} groups={groups} />);
    fireEvent.change(getByLabelText('Таймаут, мс'), { target: { value: '300' } });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith('timeoutMs', 300);
  });
});
