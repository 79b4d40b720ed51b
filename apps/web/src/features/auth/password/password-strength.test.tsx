import '@/features/auth/auth-i18n';
import { loadPasswordChecker } from '@booth/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PasswordStrength } from '@/features/auth/password/password-strength';
import { renderUi } from '@/test/render-ui';

const anna = { email: 'anna.berg@example.com', firstName: 'Anna', name: 'Berg' };

beforeAll(async () => {
  // The dictionaries are a chunk of their own; loaded once here so each case waits only for the meter.
  await loadPasswordChecker();
});

describe('the password strength meter', () => {
  it('shows nothing for an empty field', () => {
    renderUi(<PasswordStrength password="" owner={anna} testId="meter" />);
    expect(screen.queryByTestId('meter')).toBeNull();
  });

  it('says why the rule refuses a password, in the words of the server\'s field issue', async () => {
    renderUi(<PasswordStrength password="12345678" owner={anna} testId="meter" />);
    await waitFor(() => expect(screen.getByTestId('meter')).toHaveAttribute('data-ok', 'false'));
    expect(screen.getByTestId('meter-text')).toHaveTextContent('Sehr schwach · Dieses Passwort gehört zu den häufigsten oder aus Datenlecks bekannten Passwörtern.');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Passwortstärke');
  });

  it("names the account's own e-mail address and name as the reason, in English", async () => {
    const email = renderUi(<PasswordStrength password="anna.berg@example.com" owner={anna} testId="meter" />, { language: 'en' });
    await waitFor(() => expect(screen.getByTestId('meter-text')).toHaveTextContent('The password must not contain your e-mail address.'));
    email.unmount();
    renderUi(<PasswordStrength password="Berg-und-Tal-Wanderung" owner={anna} testId="meter" />, { language: 'en' });
    await waitFor(() => expect(screen.getByTestId('meter-text')).toHaveTextContent('The password must not contain your name.'));
  });

  it('accepts a passphrase, with a strong score', async () => {
    renderUi(<PasswordStrength password="Leuchtturm-Kiwi-Regenschirm" owner={anna} testId="meter" />);
    await waitFor(() => expect(screen.getByTestId('meter')).toHaveAttribute('data-ok', 'true'));
    expect(screen.getByTestId('meter')).toHaveAttribute('data-score', '4');
    expect(screen.getByTestId('meter-text')).toHaveTextContent('Sehr gut · Dieses Passwort können Sie verwenden.');
  });
});
