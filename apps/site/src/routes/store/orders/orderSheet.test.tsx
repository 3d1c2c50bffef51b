import { describe, expect, it } from 'vitest';
import { emptyOrderSheet, orderSheetSchema, type OrderSheetInput } from '@tonggye/analysis-forms';
import { directLine, orderRequest } from './orderSheet';

/** The form's values as `OrderSheetForm` hands them over (parsed with its schema). */
const parsed = (form: OrderSheetInput, guest: boolean) => orderSheetSchema(guest).parse(form);

const filled: OrderSheetInput = {
  ...emptyOrderSheet,
  ordererName: ' 홍길동 ',
  ordererPhone: '010-1234-5678',
  ordererEmail: '',
  zipcode: '06236',
  address1: '서울특별시 강남구 테헤란로 123',
  address2: ' 4층 ',
  memo: '',
  agree: true,
};

describe('directLine (buy now)', () => {
  it('reads the option, quantity and print of /order/direct', () => {
    expect(directLine('product=p1&option=p1-o2&quantity=30')).toEqual({
      optionId: 'p1-o2',
      quantity: 30,
      print: false,
    });
    expect(directLine('?option=x&quantity=1&print=1')).toEqual({
      optionId: 'x',
      quantity: 1,
      print: true,
    });
    // One unit when the quantity is left out.
    expect(directLine('option=x')).toMatchObject({ quantity: 1 });
  });

  it('refuses a missing option or a quantity that is not a whole number from 1', () => {
    expect(directLine('product=p1&quantity=3')).toBeNull();
    expect(directLine('option=x&quantity=0')).toBeNull();
    expect(directLine('option=x&quantity=2.5')).toBeNull();
    expect(directLine('option=x&quantity=abc')).toBeNull();
  });
});

describe('orderRequest', () => {
  it('sends the orderer as recipient, trimmed, without any price of its own', () => {
    const request = orderRequest(
      parsed({ ...filled, courierCode: 'cj', depositorName: '' }, false),
      { cartItemIds: ['c1', 'c2'], memberCouponId: null, points: 0 },
      false,
    );
    expect(request).toEqual({
      cartItemIds: ['c1', 'c2'],
      memberCouponId: null,
      points: 0,
      paymentMethod: 'bank',
      depositorName: null,
      orderer: { name: '홍길동', phone: '010-1234-5678', email: null },
      recipient: {
        name: '홍길동',
        phone: '010-1234-5678',
        zipcode: '06236',
        address1: '서울특별시 강남구 테헤란로 123',
        address2: '4층',
        memo: '',
      },
      courierCode: 'cj',
    });
    expect(JSON.stringify(request)).not.toMatch(/total|price/i);
  });

  it('adds the guest consents and password; a card order has no depositor', () => {
    const request = orderRequest(
      parsed(
        {
          ...filled,
          sameAsOrderer: false,
          recipientName: '김철수',
          recipientPhone: '010-9876-5432',
          paymentMethod: 'card',
          depositorName: '입금자',
          password: 'pw1234',
          passwordConfirm: 'pw1234',
        },
        true,
      ),
      { items: [{ optionId: 'o1', quantity: 2, print: false }] },
      true,
    );
    expect(request).toMatchObject({
      items: [{ optionId: 'o1', quantity: 2, print: false }],
      paymentMethod: 'card',
      depositorName: null,
      recipient: { name: '김철수', phone: '010-9876-5432' },
      courierCode: null,
      agreeTerms: true,
      agreePrivacy: true,
      password: 'pw1234',
    });
  });
});
