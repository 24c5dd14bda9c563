import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderRoutes } from '../../../test/render-with-api';
import { feedbackPath } from '../api/submit-feedback';
import { FeedbackPage } from './feedback-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  notifications.clean();
  await changeLanguage('en', null);
});

function renderFeedback(answer: () => Response = () => Response.json({ feedback: true })) {
  return renderRoutes(
    [{ path: paths.app.feedback.path, element: <FeedbackPage /> }],
    paths.app.feedback.getHref(),
    {
      roles: ['carrierDriver'],
      api: {
        graphql: {
          getFeedbackSender: () => ({
            data: {
              getUserDetails: {
                member: {
                  firstName: 'Dana',
                  lastName: 'Reyes',
                  companyName: 'Great Lakes Freight Co.',
                  carrierName: null,
                },
              },
            },
          }),
        },
        rest: { [feedbackPath]: answer },
      },
    },
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
const comments = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const chooseStars = (count: number) =>
  fireEvent.click(screen.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` }));

describe('the feedback form', () => {
  it('[D3-4.46] [D3-2.69] Submit stays disabled until a rating of 1 to 5 is chosen', async () => {
    renderFeedback();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    fireEvent.change(comments(), { target: { value: 'Works well.' } });
    expect(submitButton().disabled).toBe(true);
    chooseStars(4);
    expect(submitButton().disabled).toBe(false);
  });

  it('[D3-5.26] a rating of 3 or lower asks how to improve; 4 and 5 ask for comments', async () => {
    renderFeedback();
    await screen.findByRole('heading', { level: 1, name: 'Feedback' });
    expect(screen.getByRole('textbox', { name: 'Comments' })).toBeTruthy();
    chooseStars(3);
    expect(screen.getByRole('textbox', { name: 'How can we improve our app or service?' })).toBeTruthy();
    chooseStars(5);
    expect(screen.getByRole('textbox', { name: 'Comments' })).toBeTruthy();
  });

  it('[D3-5.26] [D3-9.07] the comment takes at most 2,000 characters and counts what is left', async () => {
    renderFeedback();
    await screen.findByRole('heading', { level: 1, name: 'Feedback' });
    expect(screen.getByText('2,000 characters left')).toBeTruthy();
    expect(comments().maxLength).toBe(2000);
    fireEvent.change(comments(), { target: { value: 'x'.repeat(1999) } });
    expect(screen.getByText('1 character left')).toBeTruthy();
  });

  it('[D3-4.46] [D3-7.20] sends the payload of D3-3.19, thanks the user and resets the form', async () => {
    const { calls } = renderFeedback();
    await screen.findByRole('heading', { level: 1, name: 'Feedback' });
    await waitFor(() => expect(calls.some((call) => call.operation === 'getFeedbackSender')).toBe(true));
    chooseStars(2);
    fireEvent.change(comments(), { target: { value: 'The map is slow.' } });
    fireEvent.click(submitButton());

    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    const sent = calls.filter((call) => call.url.endsWith(feedbackPath));
    expect(sent.map((call) => call.variables)).toEqual([
      {
        upn: expect.any(String),
        carrierId: expect.any(String),
        carrierName: 'Great Lakes Freight Co.',
        rating: 2,
        feedback: 'The map is slow.',
        firstName: 'Dana',
        lastName: 'Reyes',
        devicePlatform: 'Web',
        deviceManufacturer: expect.any(String),
        deviceModel: expect.any(String),
        appVersion: '',
        deviceUUID: '',
        deviceOSVersion: '',
      },
    ]);
    await waitFor(() => expect(comments().value).toBe(''));
    expect(submitButton().disabled).toBe(true);
  });

  it('[D3-8.19] a failure closes the loader silently and keeps the rating and the comment', async () => {
    renderFeedback(() =>
      Response.json({ code: 'INTERNAL', message: 'Something went wrong.' }, { status: 500 }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Feedback' });
    chooseStars(5);
    fireEvent.change(comments(), { target: { value: 'Great.' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().getAttribute('data-loading')).toBeNull());
    expect(screen.queryByText('Thank you for your feedback!')).toBeNull();
    expect(comments().value).toBe('Great.');
    expect((screen.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('[D3-1.03] reads in French with no accessibility violations', async () => {
    await changeLanguage('fr', null);
    renderFeedback();
    expect(await screen.findByRole('heading', { level: 1, name: 'Commentaires' })).toBeTruthy();
    chooseStarsFr(1);
    expect(
      screen.getByRole('textbox', {
        name: 'Comment pouvons-nous améliorer notre application ou notre service ?',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/2 000 caractères restants/)).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });
});

function chooseStarsFr(count: number) {
  fireEvent.click(screen.getByRole('radio', { name: count === 1 ? '1 étoile' : `${count} étoiles` }));
}
