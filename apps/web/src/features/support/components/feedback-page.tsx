import {
  asksHowToImprove,
  canSubmitFeedback,
  commentCharactersLeft,
  feedbackSchema,
  type FeedbackIssue,
  type FeedbackValues,
} from '@freight/domain/support/feedback-form';
import { Button, Container, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useFeedbackSender } from '../api/get-feedback-sender';
import { useSubmitFeedback } from '../api/submit-feedback';
import { deviceFactsOf } from '../device-facts';

// /app/feedback (D3-2.69, D3-4.46, D3-5.26): 1 to 5 stars and a comment of at most 2,000 characters
// with its counter; a rating of 3 or lower asks how to improve; Submit only with a rating; success
// thanks the user and resets the form. A failure closes the loader silently (D3-8.19) and keeps what
// was typed.

const feedbackIssues = ['ratingRequired', 'commentTooLong'] as const satisfies readonly FeedbackIssue[];
const isFeedbackIssue = (code: string): code is FeedbackIssue =>
  (feedbackIssues as readonly string[]).includes(code);

export function FeedbackPage() {
  const { t } = useTranslation(['feedback', 'web']);
  const { feedback: rules, toasts } = useConfig();
  const { claims } = useAuth();
  const sender = useFeedbackSender(claims?.upn);
  const submit = useSubmitFeedback();
  const { form } = useSchemaForm<FeedbackValues>({
    initialValues: { rating: null, comment: '' },
    schema: feedbackSchema(rules),
    errorText: (code) => (isFeedbackIssue(code) ? t(`feedback.issues.${code}`) : code),
  });
  const { rating, comment } = form.values;
  const left = commentCharactersLeft(comment, rules);
  const stars = Array.from(
    { length: rules.maxStars - rules.minStars + 1 },
    (_, index) => rules.minStars + index,
  );

  const handleSubmit = form.onSubmit((values) => {
    if (!claims || values.rating === null) return;
    submit.mutate(
      {
        upn: claims.upn,
        carrierId: claims.carrierId,
        carrierName: sender.data?.companyName ?? sender.data?.carrierName ?? null,
        rating: values.rating,
        feedback: values.comment,
        firstName: sender.data?.firstName ?? null,
        lastName: sender.data?.lastName ?? null,
        ...deviceFactsOf(navigator),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('feedback.thanks'), autoClose: toasts.defaultMs });
          form.reset();
        },
      },
    );
  });

  return (
    <Container size="sm" py="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={1}>{t('web:pages.feedback')}</Title>
          <Text>{t('feedback.intro')}</Text>
          <Radio.Group
            label={t('feedback.ratingLabel')}
            value={rating === null ? '' : String(rating)}
            onChange={(value) => form.setFieldValue('rating', Number(value))}
          >
            <Group gap="md" mt="xs">
              {stars.map((count) => (
                <Radio
                  key={count}
                  value={String(count)}
                  label={
                    <Group gap={6} wrap="nowrap">
                      <Text span c="yellow.8" aria-hidden>
                        {'★'.repeat(count)}
                      </Text>
                      <Text span>{t('feedback.stars', { count })}</Text>
                    </Group>
                  }
                />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={asksHowToImprove(rating, rules) ? t('feedback.improvePrompt') : t('feedback.commentLabel')}
            description={t('feedback.charactersLeft', { count: left })}
            rows={5}
            maxLength={rules.commentMaxLength}
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              disabled={!canSubmitFeedback(form.values, rules)}
              loading={submit.isPending}
            >
              {t('feedback.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
