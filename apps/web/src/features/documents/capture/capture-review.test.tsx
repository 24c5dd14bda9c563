import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderWithApi } from '../../../test/render-with-api';
import { CaptureReview, type ReviewItem } from './capture-review';

// The review of the files chosen for an upload: names, sizes in the reader's locale, a PDF's pages,
// and a warning with Retake and Remove for a photo that looks too dark or blurred. The checks are
// given: checkPhoto and describePdf need a browser's decoder (decision 049).

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const fileOf = (name: string, bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_767_000_000_000 });
const sharp = { tooDark: false, tooBlurred: false, brightness: 219.3, sharpness: 558 };
const blurred = { tooDark: false, tooBlurred: true, brightness: 221, sharpness: 1.1 };
const dark = { tooDark: true, tooBlurred: false, brightness: 62.2, sharpness: 492.5 };
const darkAndBlurred = { tooDark: true, tooBlurred: true, brightness: 60, sharpness: 2 };

const items: ReviewItem[] = [
  { file: fileOf('Capture_1.jpg', 1_992_188), photo: sharp },
  { file: fileOf('Capture_2.jpg', 834 * 1024), photo: blurred },
  { file: fileOf('bol.pdf', 90_000, 'application/pdf'), pdf: { pageCount: 3, sizeBytes: 90_000 } },
];

function renderReview(reviewItems: readonly ReviewItem[] = items) {
  const onRetake = vi.fn();
  const onRemove = vi.fn();
  renderWithApi(<CaptureReview items={reviewItems} onRetake={onRetake} onRemove={onRemove} />);
  const list = screen.getByRole('list', { name: 'Files to send' });
  const entries = within(list).getAllByRole('listitem');
  return { list, entries, onRetake, onRemove };
}

describe('CaptureReview', () => {
  it('lists each file with its size, and a PDF with its pages', async () => {
    const { list, entries } = renderReview();
    expect(entries).toHaveLength(3);
    expect(within(entries[0]!).getByText('Capture_1.jpg')).toBeTruthy();
    expect(within(entries[0]!).getByText('1.9 MB')).toBeTruthy();
    expect(within(entries[1]!).getByText('834 kB')).toBeTruthy();
    expect(within(entries[2]!).getByText('88 kB · 3 pages')).toBeTruthy();
    expect(await findViolations(list)).toEqual([]);
  });

  it('warns of a photo too blurred to read, offers Retake and Remove, and says it can still be sent', async () => {
    const { list, entries, onRetake, onRemove } = renderReview();
    expect(within(entries[0]!).queryByRole('alert')).toBeNull();
    expect(within(entries[2]!).queryByRole('alert')).toBeNull();

    const warning = within(entries[1]!).getByRole('alert');
    expect(warning.textContent).toContain('This photo looks too blurred to read. Retake it?');
    expect(warning.textContent).toContain('You can still send it as it is.');

    fireEvent.click(within(warning).getByRole('button', { name: 'Retake Capture_2.jpg' }));
    expect(onRetake).toHaveBeenCalledWith(1);
    fireEvent.click(within(warning).getByRole('button', { name: 'Remove Capture_2.jpg' }));
    expect(onRemove).toHaveBeenCalledWith(1);
    fireEvent.click(within(entries[2]!).getByRole('button', { name: 'Remove bol.pdf' }));
    expect(onRemove).toHaveBeenLastCalledWith(2);
    expect(await findViolations(list)).toEqual([]);
  });

  it('names what is wrong: too dark, or too dark and blurred', () => {
    const { entries } = renderReview([
      { file: fileOf('Capture_1.jpg', 500_000), photo: dark },
      { file: fileOf('Capture_2.jpg', 500_000), photo: darkAndBlurred },
    ]);
    expect(within(entries[0]!).getByRole('alert').textContent).toContain(
      'This photo looks too dark to read. Retake it?',
    );
    expect(within(entries[1]!).getByRole('alert').textContent).toContain(
      'This photo looks too dark and blurred to read. Retake it?',
    );
  });

  it('gives each file one Remove, and every button is reachable from the keyboard', () => {
    const { entries } = renderReview();
    for (const entry of entries) {
      expect(within(entry).getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
    }
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove Capture_1.jpg',
      'Retake Capture_2.jpg',
      'Remove Capture_2.jpg',
      'Remove bol.pdf',
    ]);
    for (const button of buttons) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.hasAttribute('disabled')).toBe(false);
      button.focus();
      expect(document.activeElement).toBe(button);
    }
  });

  it('says when a PDF has one page, or when its page count is unknown', () => {
    const { entries } = renderReview([
      { file: fileOf('pod.pdf', 2_000, 'application/pdf'), pdf: { pageCount: 1, sizeBytes: 2_000 } },
      { file: fileOf('scan.pdf', 2_000, 'application/pdf'), pdf: { pageCount: null, sizeBytes: 2_000 } },
    ]);
    expect(within(entries[0]!).getByText('2 kB · 1 page')).toBeTruthy();
    expect(within(entries[1]!).getByText('2 kB · page count unknown')).toBeTruthy();
  });

  it('reads in French, sizes and page counts in its format', async () => {
    await act(() => changeLanguage('fr', null));
    const onRemove = vi.fn();
    renderWithApi(<CaptureReview items={items} onRetake={() => undefined} onRemove={onRemove} />);
    const list = screen.getByRole('list', { name: 'Fichiers à envoyer' });
    const entries = within(list).getAllByRole('listitem');
    // The French no-break space before the unit reads as a space to the text queries.
    expect(within(entries[0]!).getByText('1,9 Mo')).toBeTruthy();
    expect(within(entries[2]!).getByText('88 ko · 3 pages')).toBeTruthy();
    const warning = within(entries[1]!).getByRole('alert');
    expect(warning.textContent).toContain('Cette photo semble trop floue pour être lue. La reprendre ?');
    expect(within(warning).getByRole('button', { name: 'Reprendre Capture_2.jpg' })).toBeTruthy();
    expect(within(warning).getByRole('button', { name: 'Retirer Capture_2.jpg' })).toBeTruthy();
    expect(await findViolations(list)).toEqual([]);
  });

  it('renders nothing when no file is chosen', () => {
    renderWithApi(<CaptureReview items={[]} onRetake={() => undefined} onRemove={() => undefined} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
