import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DistanceSlider } from './distance-slider';

afterEach(cleanup);

const slider = () => screen.getByRole('slider', { name: 'Distancia' });

describe('DistanceSlider', () => {
  it('shows the value while dragging and commits once, on release', () => {
    const onCommit = vi.fn();
    render(<DistanceSlider id="d" value={50} onCommit={onCommit} />);
    expect(screen.getByText('50 km')).toBeTruthy();

    fireEvent.input(slider(), { target: { value: '55' } });
    fireEvent.input(slider(), { target: { value: '60' } });
    fireEvent.input(slider(), { target: { value: '70' } });
    expect(screen.getByText('70 km')).toBeTruthy();
    expect(slider().getAttribute('aria-valuetext')).toBe('70 km');
    expect(onCommit).not.toHaveBeenCalled();

    fireEvent.pointerUp(slider());
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(70);
  });

  it('commits on key up and on the native change event, not when nothing changed', () => {
    const onCommit = vi.fn();
    const { rerender } = render(<DistanceSlider id="d" value={50} onCommit={onCommit} />);
    fireEvent.keyUp(slider(), { key: 'ArrowRight' });
    expect(onCommit).not.toHaveBeenCalled();

    fireEvent.input(slider(), { target: { value: '55' } });
    fireEvent.keyUp(slider(), { key: 'ArrowRight' });
    expect(onCommit).toHaveBeenLastCalledWith(55);

    rerender(<DistanceSlider id="d" value={55} onCommit={onCommit} />);
    fireEvent.input(slider(), { target: { value: '20' } });
    slider().dispatchEvent(new Event('change', { bubbles: true }));
    expect(onCommit).toHaveBeenLastCalledWith(20);
  });

  it('follows a new committed value from outside (clear filters)', () => {
    const onCommit = vi.fn();
    const { rerender } = render(<DistanceSlider id="d" value={80} onCommit={onCommit} />);
    expect(screen.getByText('80 km')).toBeTruthy();
    rerender(<DistanceSlider id="d" value={50} onCommit={onCommit} />);
    expect(screen.getByText('50 km')).toBeTruthy();
    expect((slider() as HTMLInputElement).value).toBe('50');
  });

  it('can be disabled', () => {
    render(<DistanceSlider id="d" value={50} onCommit={() => {}} disabled />);
    expect((slider() as HTMLInputElement).disabled).toBe(true);
  });
});
