import { OrderRatingBodySchema, RATING_COMMENT_MAX_LENGTH } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Rate, Space, Typography } from 'antd';
import { Button as MobileButton, Rate as MobileRate, List, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { formatTime } from '../../../lib/format/formatTime';
import { assessmentApi } from '../api/assessmentApi';

/**
 * The customer's rating of a completed order (1–5 stars and a comment), shown on the order; the
 * server decides who may rate (the creator's side, never the repairman).
 */
export function OrderRatingPanel({ orderId, mobile = false, canRate }: { orderId: number; mobile?: boolean; canRate: boolean }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const rating = useQuery({ queryKey: ['assessment', 'rating', orderId], queryFn: () => assessmentApi.rating(client, orderId) });
  const rate = useMutation({
    mutationFn: () => assessmentApi.rate(client, orderId, OrderRatingBodySchema.parse({ stars, comment })),
    onSuccess: () => {
      if (mobile) Toast.show({ icon: 'success', content: t('assessment:rating.done') });
      else void message.success(t('assessment:rating.done'));
      void queryClient.invalidateQueries({ queryKey: ['assessment'] });
    },
  });
  const current = rating.data;
  const editable = canRate && !current;

  if (mobile)
    return (
      <List header={t('assessment:rating.title')} data-testid="order-rating-panel">
        <List.Item description={current?.comment ?? (current ? '' : t('assessment:rating.none'))}>
          <MobileRate value={current?.stars ?? stars} readOnly={!editable} onChange={setStars} />
        </List.Item>
        {editable && (
          <List.Item>
            <TextArea
              value={comment}
              onChange={setComment}
              maxLength={RATING_COMMENT_MAX_LENGTH}
              rows={2}
              placeholder={t('assessment:rating.comment')}
            />
            <MobileButton
              block
              color="primary"
              disabled={stars === 0}
              loading={rate.isPending}
              onClick={() => rate.mutate()}
              data-testid="order-rate"
            >
              {t('assessment:rating.rate')}
            </MobileButton>
          </List.Item>
        )}
      </List>
    );

  return (
    <Card size="small" title={t('assessment:rating.title')} data-testid="order-rating-panel">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Rate value={current?.stars ?? stars} disabled={!editable} onChange={setStars} />
        {current ? (
          <Typography.Text type="secondary">
            {current.comment ?? ''} {current.ratedByName ? `· ${current.ratedByName}` : ''} · {formatTime(current.ratedAt)}
          </Typography.Text>
        ) : (
          !editable && <Typography.Text type="secondary">{t('assessment:rating.none')}</Typography.Text>
        )}
        {editable && (
          <>
            <Input.TextArea
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              maxLength={RATING_COMMENT_MAX_LENGTH}
              rows={2}
              placeholder={t('assessment:rating.comment')}
            />
            <Button type="primary" disabled={stars === 0} loading={rate.isPending} onClick={() => rate.mutate()} data-testid="order-rate">
              {t('assessment:rating.rate')}
            </Button>
          </>
        )}
      </Space>
    </Card>
  );
}
