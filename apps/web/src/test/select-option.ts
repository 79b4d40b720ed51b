import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';

/**
 * Picks an option of a Mantine Select: opens it and clicks the option inside its own listbox (other
 * selects keep theirs mounted). Mantine keeps an opening dropdown out of the accessibility tree while
 * it animates, hence `hidden`.
 */
export async function chooseOption(user: ReturnType<typeof userEvent.setup>, testId: string, name: string): Promise<void> {
  const input = screen.getByTestId(testId);
  await user.click(input);
  const listboxId = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    if (!id || !document.getElementById(id)) throw new Error(`the select ${testId} has no open listbox`);
    return id;
  });
  const listbox = document.getElementById(listboxId) as HTMLElement;
  await user.click(within(listbox).getByRole('option', { name, hidden: true }));
}
