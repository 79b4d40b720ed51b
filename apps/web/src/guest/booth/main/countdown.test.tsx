import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, countdownTextStyle } from './countdown';

const text = { family: 'Open Sans', size: 75, color: '#ffffff', shadow: true, bold: true };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('counts 3, 2, 1 a second apart and then takes the picture', () => {
    const onDone = vi.fn();
    render(<Countdown seconds={3} text={text} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('3');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('2');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1');
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('with 0 seconds shows nothing and captures at once', () => {
    const onDone = vi.fn();
    render(<Countdown seconds={0} text={text} onDone={onDone} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('draws the numbers in the camera countdown text style', () => {
    render(<Countdown seconds={2} text={{ ...text, color: '#ff0000', bold: false, shadow: false, size: 120 }} onDone={() => {}} />);
    const number = screen.getByText('2');
    expect(number).toHaveStyle({ fontSize: '120px', color: '#ff0000', fontWeight: '400' });
    expect(countdownTextStyle(text)).toMatchObject({ fontSize: '75px', fontWeight: 700 });
    expect(countdownTextStyle(text).textShadow).not.toBe('none');
  });
});
