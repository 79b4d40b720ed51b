import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MfaCodeInput } from '@/components/mfa-code-input';
import { renderUi } from '@/test/render-ui';

function Harness({ onSubmit }: { onSubmit?: () => void }) {
  const [code, setCode] = useState('');
  return <MfaCodeInput label="Code from the app" value={code} onChange={setCode} onSubmit={onSubmit} />;
}

describe('6-digit code input (platform §5)', () => {
  it('is labelled, offers the phone’s one-time code on a number pad', () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText(/^Code from the app/);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps only digits and at most six', async () => {
    renderUi(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText(/^Code from the app/);
    await user.type(input, '1a2-b3 4x56789');
    expect(input).toHaveValue('123456');
  });

  it('takes a pasted "123 456" whole', async () => {
    renderUi(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText(/^Code from the app/);
    await user.click(input);
    await user.paste('123 456');
    expect(input).toHaveValue('123456');
  });

  it('submits on Enter', async () => {
    const onSubmit = vi.fn();
    renderUi(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Code from the app/), '987654{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits its form on Enter when no handler is given', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Harness />
        <button type="submit">Go</button>
      </form>,
    );
    await userEvent.setup().type(screen.getByLabelText(/^Code from the app/), '12{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
