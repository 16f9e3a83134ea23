import { AssessmentRuleBodySchema, WORK_ORDER_KINDS, WORK_ORDER_NATURES, type AssessmentRuleBody } from '@fieldlink/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation, builtKey, type CatalogKey } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { assessmentApi, type RuleDto } from '../api/assessmentApi';
import { ruleAsText, ruleFromText } from '../utils/ruleText';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

type Field = (string | number)[];
/** Every number of the rule with its form path and label, by section in screen order; natures may stay empty. */
const SECTIONS: { title: CatalogKey; fields: { path: Field; label: CatalogKey; count?: number; optional?: boolean }[] }[] = [
  {
    title: 'assessment:rule.kindPoints',
    fields: WORK_ORDER_KINDS.map((kind) => ({ path: ['kindPoints', kind], label: `assessment:kind.${kind}` })),
  },
  {
    title: 'assessment:rule.naturePoints',
    fields: WORK_ORDER_NATURES.map((nature) => ({ path: ['naturePoints', nature], label: `assessment:nature.${nature}`, optional: true })),
  },
  {
    title: 'assessment:rule.timeliness',
    fields: [
      { path: ['onTimeBonus'], label: 'assessment:rule.onTimeBonus' },
      { path: ['latePenalty'], label: 'assessment:rule.latePenalty' },
    ],
  },
  {
    title: 'assessment:rule.ratingPoints',
    fields: [0, 1, 2, 3, 4].map((index) => ({ path: ['ratingPoints', index], label: 'assessment:rule.stars', count: index + 1 })),
  },
];

/** The phone's editor of the assessment rule: the same numbers and checks as the desktop page. */
export function MobileAssessmentRuleForm({ rule, companyId, onDone }: { rule: RuleDto; companyId?: number; onDone(): void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const save = useMutation({
    mutationFn: (body: AssessmentRuleBody) => assessmentApi.saveRule(client, { ...body, ...(companyId ? { companyId } : {}) }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('assessment:rule.saved') });
      void queryClient.invalidateQueries({ queryKey: ['assessment'] });
      onDone();
    },
  });
  const initial = ruleAsText(rule);

  const submit = (values: unknown) => {
    const parsed = AssessmentRuleBodySchema.safeParse(ruleFromText(values));
    if (parsed.success) return save.mutate(parsed.data);
    Toast.show({ icon: 'fail', content: t('messages:validation.completeForm') });
    form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path as Field, errors: [t(builtKey(`messages:${issue.message}`))] })));
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      initialValues={initial}
      onFinishFailed={announceIncompleteForm}
      onFinish={submit}
      footer={
        <>
          <Button block type="submit" color="primary" size="large" loading={save.isPending} data-testid="assessment-rule-save">
            {t('access:actions.save')}
          </Button>
          <Button block fill="none" style={{ marginTop: 8 }} onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
        </>
      }
    >
      {SECTIONS.map((section) => [
        <Form.Header key={section.title}>{t(section.title)}</Form.Header>,
        ...section.fields.map((field) => (
          <Form.Item
            key={field.path.join('.')}
            name={field.path}
            label={field.count ? t(field.label, { count: field.count }) : t(field.label)}
          >
            <Input
              type="number"
              inputMode="decimal"
              clearable={field.optional}
              placeholder={field.optional ? t('assessment:mobileRule.sameAsType') : undefined}
              data-testid={`assessment-rule-input-${field.path.join('-')}`}
            />
          </Form.Item>
        )),
      ])}
    </Form>
  );
}
