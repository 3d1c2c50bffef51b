import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../components/test-utils';
import type { ZodType } from 'zod';
import { OrdermadeOrderForm } from './OrdermadeOrderForm';
import { SubscriptionForm, type SubscriptionFormProps } from './SubscriptionForm';
import {
  deliveryRecipient,
  emptyDelivery,
  ordermadeOrderFormSchema,
  subscriptionFormSchema,
  type SubscriptionFormInput,
  type SubscriptionRules,
} from './schemas';

const options = [
  {
    value: 'o1',
    label: '소형',
    soldOut: false,
    minQuantity: 10,
    quantityStep: 5,
    printUnitPrice: 120,
  },
  {
    value: 'o2',
    label: '대형',
    soldOut: false,
    minQuantity: 2,
    quantityStep: 1,
    printUnitPrice: null,
  },
];
const rules: SubscriptionRules = {
  item: { kind: 'product', options },
  cycles: [1, 2, 4, 8],
  firstDateMin: '2026-11-26',
  firstDateMax: '2027-01-23',
};
const filled: SubscriptionFormInput = {
  ...emptyDelivery,
  optionId: 'o1',
  quantity: 20,
  print: false,
  multiple: '1',
  cycleWeeks: '2',
  firstDeliveryOn: '2026-11-26',
  recipientName: ' 홍길동 ',
  recipientPhone: '010-1234-5678',
  zipcode: '04524',
  address1: '서울',
  agreeTerms: true,
};
/** What a schema refuses, by field: the catalogue keys of its messages. */
function refused(schema: ZodType, values: object) {
  return Object.fromEntries(
    (schema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );
}
const issues = (values: Partial<SubscriptionFormInput>, with_ = rules) =>
  refused(subscriptionFormSchema(with_), { ...filled, ...values });

describe('subscriptionFormSchema', () => {
  it('names every wrong field at once, with the server’s rules', () => {
    expect(
      issues({
        ...emptyDelivery,
        optionId: '',
        quantity: null,
        cycleWeeks: '3',
        firstDeliveryOn: null,
        agreeTerms: false,
      }),
    ).toEqual({
      optionId: 'storeForms.required',
      quantity: 'storeForms.required',
      cycleWeeks: 'storeForms.required',
      firstDeliveryOn: 'storeForms.required',
      recipientName: 'storeForms.required',
      recipientPhone: 'storeForms.sheet.phoneInvalid',
      zipcode: 'storeForms.sheet.zipcodeInvalid',
      address1: 'storeForms.required',
      agreeTerms: 'storeForms.subscription.agreeRequired',
    });
    expect(issues({})).toEqual({});
  });

  it('takes a quantity from the option’s least quantity, in its steps, up to 100,000', () => {
    const wrong = { quantity: 'storeForms.subscription.quantityInvalid' };
    expect(issues({ quantity: 5 })).toEqual(wrong);
    expect(issues({ quantity: 12 })).toEqual(wrong);
    expect(issues({ quantity: 15 })).toEqual({});
    expect(issues({ quantity: 10.5 })).toEqual(wrong);
    expect(issues({ quantity: 100_000 })).toEqual({});
    expect(issues({ quantity: 100_005 })).toEqual(wrong);
    expect(issues({ optionId: 'o2', quantity: 3 })).toEqual({});
    expect(issues({ optionId: 'gone', quantity: 3 })).toEqual({ optionId: 'storeForms.required' });
  });

  it('keeps the first delivery inside the range the server takes', () => {
    const wrong = { firstDeliveryOn: 'storeForms.subscription.firstDateRange' };
    expect(issues({ firstDeliveryOn: '2026-11-25' })).toEqual(wrong);
    expect(issues({ firstDeliveryOn: '2027-01-23' })).toEqual({});
    expect(issues({ firstDeliveryOn: '2027-01-24' })).toEqual(wrong);
    expect(issues({ firstDeliveryOn: '2026.12.01' })).toEqual(wrong);
  });

  it('takes a quotation’s multiple up to what it allows, and no option', () => {
    const quoted: SubscriptionRules = {
      ...rules,
      item: { kind: 'ordermade', quantity: 500, maxMultiple: 2 },
    };
    expect(issues({ optionId: '', quantity: null, multiple: '2' }, quoted)).toEqual({});
    expect(issues({ optionId: '', quantity: null, multiple: '3' }, quoted)).toEqual({
      multiple: 'storeForms.ordermade.invalid',
    });
  });

  it('gives the request’s parts: numbers, trimmed recipient, consent', () => {
    expect(subscriptionFormSchema(rules).parse({ ...filled, print: true })).toEqual({
      optionId: 'o1',
      quantity: 20,
      print: true,
      multiple: 1,
      cycleWeeks: 2,
      firstDeliveryOn: '2026-11-26',
      paymentMethod: 'bank',
      recipient: {
        name: '홍길동',
        phone: '010-1234-5678',
        zipcode: '04524',
        address1: '서울',
        address2: '',
        memo: '',
      },
      agreeTerms: true,
    });
  });
});

function form(props: Partial<SubscriptionFormProps> = {}, language: 'ko' | 'en' = 'ko') {
  const onSubmit = vi.fn();
  const onValuesChange = vi.fn();
  renderWithI18n(
    <SubscriptionForm
      label="정기배송 신청서"
      item={{ kind: 'product', options }}
      cycles={[1, 2, 4, 8].map((value) => ({ value, label: `${value}주마다` }))}
      defaultCycle={2}
      firstDateMin="2026-11-26"
      firstDateMax="2027-01-23"
      defaultFirstDate="2026-11-26"
      termsVersion={3}
      terms={<p>약관</p>}
      summaryTitle="1회 배송 예상 금액"
      summary={<p>합계</p>}
      won={(amount) => `${amount.toLocaleString('ko-KR')}원`}
      onSubmit={onSubmit}
      onValuesChange={onValuesChange}
      submitLabel="정기배송 신청하기"
      {...props}
    />,
    language,
  );
  return { onSubmit, onValuesChange, user: userEvent.setup() };
}

describe('SubscriptionForm', () => {
  it('starts at the first option’s least quantity and moves to the next option’s', async () => {
    const { onValuesChange, user } = form();
    const quantity = screen.getByLabelText(/^수량/) as HTMLInputElement;
    expect(quantity.value).toBe('10');
    expect(screen.getByRole('checkbox', { name: '로고 인쇄 추가 (개당 120원)' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /^옵션/ }), 'o2');
    await waitFor(() => expect(quantity.value).toBe('2'));
    // The second option is not printed: no print choice, and print is off.
    expect(screen.queryByRole('checkbox', { name: /로고 인쇄/ })).toBeNull();
    await waitFor(() =>
      expect(onValuesChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ optionId: 'o2', quantity: 2, print: false }),
      ),
    );
  });

  it('shows the server’s refusal, and the subscription’s own payment words, in English', () => {
    form({ failure: { message: '첫 배송일 오류', messageEn: 'Wrong first date.' } }, 'en');
    expect(screen.getByText('Wrong first date.')).toBeTruthy();
    expect(screen.getByText('The regular delivery was not started')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Credit card, charged automatically/ })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the regular delivery terms (v3).' }),
    ).toBeTruthy();
  });

  it('offers a quotation’s multiples instead of an option and quantity', () => {
    form({ item: { kind: 'ordermade', quantity: 500, maxMultiple: 2 } });
    expect(screen.queryByLabelText(/^수량/)).toBeNull();
    const multiple = screen.getByRole('combobox', { name: /^배송마다 받을 수량/ });
    expect([...(multiple as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '500개 (견적 수량의 1배)',
      '1000개 (견적 수량의 2배)',
    ]);
  });
});

const ordered = {
  ...emptyDelivery,
  ordererName: '홍길동',
  ordererPhone: '010-1234-5678',
  zipcode: '04524',
  address1: '서울',
};

describe('the delivery block', () => {
  it('asks the recipient only when not the orderer, and sends the orderer’s when the same', () => {
    const issues = (values: object) =>
      Object.fromEntries(
        (ordermadeOrderFormSchema.safeParse({ ...ordered, ...values }).error?.issues ?? []).map(
          (issue) => [issue.path.join('.'), issue.message],
        ),
      );
    expect(issues({})).toEqual({});
    expect(issues({ sameAsOrderer: false })).toEqual({
      recipientName: 'storeForms.required',
      recipientPhone: 'storeForms.sheet.phoneInvalid',
    });
    expect(issues({ ordererPhone: '010', zipcode: '1234', address1: ' ' })).toEqual({
      ordererPhone: 'storeForms.sheet.phoneInvalid',
      zipcode: 'storeForms.sheet.zipcodeInvalid',
      address1: 'storeForms.required',
    });
    const parsed = ordermadeOrderFormSchema.parse({ ...ordered, recipientName: '김철수' });
    expect(deliveryRecipient(parsed)).toEqual({
      name: '홍길동',
      phone: '010-1234-5678',
      zipcode: '04524',
      address1: '서울',
      address2: '',
      memo: '',
    });
    expect(
      deliveryRecipient({
        ...parsed,
        sameAsOrderer: false,
        recipientName: '김철수',
        recipientPhone: '010-9999-0000',
      }),
    ).toMatchObject({ name: '김철수', phone: '010-9999-0000' });
    // Without an orderer (a subscription) the recipient's own fields always count.
    expect(deliveryRecipient(parsed, false)).toMatchObject({ name: '김철수', phone: '' });
  });
});

describe('OrdermadeOrderForm', () => {
  it('fills the member’s e-mail and sends the orderer, address and payment', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <OrdermadeOrderForm
        label="견적 주문하기"
        ordererEmail="member@example.com"
        onSubmit={onSubmit}
        submitLabel="415,000원 주문하기"
      />,
    );
    const user = userEvent.setup();
    await waitFor(() =>
      expect((screen.getByLabelText(/^이메일/) as HTMLInputElement).value).toBe(
        'member@example.com',
      ),
    );
    await user.type(screen.getByLabelText(/^이름/), '홍길동');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '010-1234-5678');
    await user.type(screen.getByLabelText(/^우편번호/), '04524');
    await user.type(screen.getByLabelText(/^주소/), '서울');
    await user.type(screen.getByLabelText(/^입금자명/), ' 홍길동 ');
    // No courier choice here: the shop ships made-to-order goods itself.
    expect(screen.queryByLabelText(/^택배사 선택/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '415,000원 주문하기' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      ...ordered,
      ordererEmail: 'member@example.com',
      depositorName: '홍길동',
    });
  });
});
