import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../components/test-utils';
import { GuestConsentForm } from './GuestConsentForm';
import { OrderLookupForm } from './OrderLookupForm';
import { OrderSheetForm, type OrderSheetFormProps } from './OrderSheetForm';
import { emptyOrderSheet, orderSheetSchema } from './schemas';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

function sheet(props: Partial<OrderSheetFormProps> = {}) {
  const onSubmit = vi.fn();
  const onValuesChange = vi.fn();
  renderWithI18n(
    <OrderSheetForm
      guest={false}
      label="주문서 작성"
      couriers={[{ value: 'cj', label: 'CJ대한통운' }]}
      coupons={[{ value: 'mc1', label: '신규 3,000원 (최소 주문 30,000원)' }]}
      pointsBalance={5000}
      pointsMin={100}
      pointsDue={20000}
      won={won}
      onSubmit={onSubmit}
      onValuesChange={onValuesChange}
      items={<p>상품 목록</p>}
      summaryTitle="결제 금액"
      summary={<p>합계</p>}
      submitLabel="20,000원 결제하기"
      {...props}
    />,
  );
  return { onSubmit, onValuesChange, user: userEvent.setup() };
}

describe('orderSheetSchema', () => {
  it('names each wrong field at once, with the server’s rules', () => {
    const issues = (guest: boolean, values = {}) =>
      Object.fromEntries(
        (
          orderSheetSchema(guest).safeParse({ ...emptyOrderSheet, ...values }).error?.issues ?? []
        ).map((issue) => [issue.path.join('.'), issue.message]),
      );
    expect(issues(false)).toEqual({
      ordererName: 'storeForms.required',
      ordererPhone: 'storeForms.sheet.phoneInvalid',
      zipcode: 'storeForms.sheet.zipcodeInvalid',
      address1: 'storeForms.required',
      agree: 'storeForms.sheet.agreeRequired',
    });
    const filled = {
      ordererName: ' 홍길동 ',
      ordererPhone: '010-1234-5678',
      zipcode: '06236',
      address1: '서울',
      agree: true,
    };
    expect(issues(false, filled)).toEqual({});
    expect(issues(false, { ...filled, ordererEmail: 'not-mail', sameAsOrderer: false })).toEqual({
      ordererEmail: 'storeForms.sheet.emailInvalid',
      recipientName: 'storeForms.required',
      recipientPhone: 'storeForms.sheet.phoneInvalid',
    });
    expect(issues(true, filled)).toEqual({ password: 'storeForms.sheet.passwordRule' });
    expect(issues(true, { ...filled, password: 'x'.repeat(21) })).toEqual({
      password: 'storeForms.sheet.passwordRule',
    });
    expect(issues(true, { ...filled, password: 'pw12', passwordConfirm: 'pw13' })).toEqual({
      passwordConfirm: 'storeForms.sheet.passwordMismatch',
    });
    expect(orderSheetSchema(false).parse({ ...emptyOrderSheet, ...filled }).ordererName).toBe(
      '홍길동',
    );
  });
});

describe('OrderSheetForm', () => {
  it('shows each wrong field’s message on its field and sends nothing', async () => {
    const { onSubmit, user } = sheet({ guest: true });
    await user.click(screen.getByRole('checkbox', { name: '주문자 정보와 같음' }));
    await user.click(screen.getByRole('button', { name: '20,000원 결제하기' }));
    const name = screen.getAllByLabelText(/^이름/)[0] as HTMLInputElement;
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const described = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
        ?.textContent;
    expect(described(name)).toBe('필수 입력 항목입니다.');
    expect(described(screen.getAllByLabelText(/^휴대폰 번호/)[0]!)).toBe(
      '휴대폰 번호를 숫자와 하이픈으로 입력해 주세요 (9~20자).',
    );
    // The recipient's own name and phone, once not the orderer's.
    expect(described(screen.getByLabelText(/^받는 분/))).toBe('필수 입력 항목입니다.');
    expect(described(screen.getByLabelText(/^연락처/))).toBe(
      '휴대폰 번호를 숫자와 하이픈으로 입력해 주세요 (9~20자).',
    );
    expect(described(screen.getByLabelText(/^우편번호/))).toBe(
      '우편번호는 숫자 5자리로 입력해 주세요.',
    );
    expect(described(screen.getByLabelText(/^주소/))).toBe('필수 입력 항목입니다.');
    expect(described(screen.getByLabelText(/^주문 비밀번호\s*\*?$/))).toBe(
      '주문 비밀번호는 4~20자로 입력해 주세요.',
    );
    expect(screen.getByText('주문 내용 확인에 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('입력한 내용을 확인해 주세요.')).toBeTruthy();
    expect(screen.queryByLabelText(/^쿠폰/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values once every field is right', async () => {
    const { onSubmit, user } = sheet();
    await user.type(screen.getByLabelText(/^이름/), ' 홍길동 ');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '010-1234-5678');
    await user.type(screen.getByLabelText(/^우편번호/), '06236');
    await user.type(screen.getByLabelText(/^주소/), '서울특별시 강남구 테헤란로 123');
    await user.selectOptions(screen.getByLabelText(/^택배사 선택/), 'cj');
    await user.click(screen.getByRole('radio', { name: /^신용카드/ }));
    expect(screen.queryByLabelText(/^입금자명/)).toBeNull();
    await user.click(
      screen.getByRole('checkbox', { name: '주문 내용을 확인했으며 결제에 동의합니다.' }),
    );
    await user.click(screen.getByRole('button', { name: '20,000원 결제하기' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      ...emptyOrderSheet,
      ordererName: '홍길동',
      ordererPhone: '010-1234-5678',
      zipcode: '06236',
      address1: '서울특별시 강남구 테헤란로 123',
      courierCode: 'cj',
      paymentMethod: 'card',
      agree: true,
    });
  });

  it('reports the coupon and points on every change, so the page can re-quote', async () => {
    const { onValuesChange, user } = sheet();
    await user.selectOptions(screen.getByLabelText(/^쿠폰/), 'mc1');
    await waitFor(() =>
      expect(onValuesChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ memberCouponId: 'mc1', points: null }),
      ),
    );
    await user.type(screen.getByLabelText(/^사용할 적립금/), '1500');
    await waitFor(() =>
      expect(onValuesChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ memberCouponId: 'mc1', points: 1500 }),
      ),
    );
    // "Use all" pays what the points can: the smaller of the balance and what is due.
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    await waitFor(() =>
      expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ points: 5000 })),
    );
  });

  it('fills the orderer’s empty fields from the member’s profile, in English too', async () => {
    renderWithI18n(
      <OrderSheetForm
        guest={false}
        label="Order sheet"
        prefill={{ ordererName: 'Hong', ordererPhone: '010-1111-2222', ordererEmail: '' }}
        couriers={[]}
        won={won}
        onSubmit={vi.fn()}
        items={null}
        summaryTitle="Amount to pay"
        summary={null}
        submitLabel="Pay"
      />,
      'en',
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Hong'),
    );
    expect((screen.getByLabelText(/^Mobile number/) as HTMLInputElement).value).toBe(
      '010-1111-2222',
    );
    expect(screen.getByText('Points to use')).toBeTruthy();
  });
});

describe('GuestConsentForm', () => {
  it('needs both consents, each with its own message; "agree to all" gives both', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<GuestConsentForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '비회원으로 주문하기' }));
    expect(await screen.findByText('필수 항목에 모두 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('이용약관에 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '이용약관에 동의합니다 (필수)' }));
    await user.click(screen.getByRole('button', { name: '비회원으로 주문하기' }));
    await waitFor(() => expect(screen.queryByText('이용약관에 동의해 주세요.')).toBeNull());
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: '모두 동의합니다' }));
    await user.click(screen.getByRole('button', { name: '비회원으로 주문하기' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ terms: true, privacy: true }, expect.anything()),
    );
  });
});

describe('OrderLookupForm', () => {
  it('needs the order number and password, then sends them trimmed', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <OrderLookupForm label="비회원 주문 조회" defaultOrderNo="" onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '조회하기' }));
    const orderNo = screen.getByLabelText(/^주문번호/);
    await waitFor(() => expect(orderNo.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/^주문 비밀번호/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('필수 입력 항목입니다.')).toHaveLength(2);
    await user.type(orderNo, ' 20261124-0001 ');
    await user.type(screen.getByLabelText(/^주문 비밀번호/), 'pw1234');
    await user.click(screen.getByRole('button', { name: '조회하기' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { orderNo: '20261124-0001', password: 'pw1234' },
        expect.anything(),
      ),
    );
  });

  it('shows why the server refused, in the reader’s language', () => {
    renderWithI18n(
      <OrderLookupForm
        label="Guest order look-up"
        defaultOrderNo="A1"
        onSubmit={vi.fn()}
        failure={{ message: '주문을 찾을 수 없습니다.', messageEn: 'No such order.' }}
      />,
      'en',
    );
    expect(screen.getByText('No such order.')).toBeTruthy();
    expect(screen.getByText('Could not look the order up')).toBeTruthy();
    expect((screen.getByLabelText(/^Order number/) as HTMLInputElement).value).toBe('A1');
  });
});
