// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiContract, CARD_PHOTO_MAX_BYTES, JSON_BODY_MAX_BYTES, MISSING_INFORMATION_MAX_BYTES } from '@portal/api/contract';
import { checkControl, checkDeclaredLength, checkHeaders, checkHost, checkJsonBody, checkMultipartBody, checkQuery, checkRoute, checkTarget, mediaTypeOf } from './checks.ts';
import { isLoopbackOriginPattern } from './cors.ts';

const call = (name: string) => apiContract.find((each) => each.name === name)!;

describe('the sandbox’s checks, one by one', () => {
  it('Host: a loopback host with an optional port, nothing more', () => {
    for (const host of ['127.0.0.1', '127.0.0.1:4650', 'localhost', 'LocalHost:1', '[::1]', '[::1]:4650']) expect(checkHost(host)).toBeNull();
    for (const host of [undefined, '', 'evil.example', '127.0.0.2', 'localhost.', 'localhost:', 'localhost:123456', '127.0.0.1:80/x', 'user@localhost', '[::2]']) {
      expect(checkHost(host)?.status, String(host)).toBe(421);
    }
  });

  it('the target is a path', () => {
    expect(checkTarget('/api')).toBeNull();
    for (const target of [undefined, '', '*', 'http://evil.example/api', '//evil.example/api', 'api']) expect(checkTarget(target)?.status).toBe(400);
  });

  it('control endpoints: their methods, 405 with Allow, 404 for any other name (inherited ones too)', () => {
    const control = { 'x-sandbox-control': '1' };
    expect(checkControl('state', 'GET', control)).toBeNull();
    expect(checkControl('faults', 'DELETE', control)).toBeNull();
    expect(checkControl('reset', 'GET')).toEqual({ status: 405, message: 'GET is not allowed on /__sandbox/reset: POST', headers: { Allow: 'POST' } });
    for (const name of ['', 'nothing', '__proto__', 'constructor', 'toString']) expect(checkControl(name, 'GET')?.status).toBe(404);
  });

  it('control endpoints: X-Sandbox-Control: 1 and no Origin, or a 403 (a page cannot drive them with a simple request)', () => {
    expect(checkControl('reset', 'POST', {})).toEqual({ status: 403, message: '/__sandbox/reset needs the header X-Sandbox-Control: 1' });
    expect(checkControl('reset', 'POST', { 'x-sandbox-control': 'yes' })?.status).toBe(403);
    expect(checkControl('reset', 'POST', { 'x-sandbox-control': '1', origin: 'http://127.0.0.1:4640' })).toMatchObject({ status: 403, message: expect.stringMatching(/not a page/) });
  });

  it('routes: the call and its decoded ids; 404; 405 with Allow; TRACE everywhere', () => {
    expect(checkRoute('POST', '/api/pwa/exp/v1/payments/PAY%201001/pay')).toEqual({ call: call('pay'), ids: { rxPaymentId: 'PAY 1001' } });
    expect(checkRoute('GET', '/nowhere')).toEqual({ status: 404, message: 'No demo answer for GET /nowhere' });
    expect(checkRoute('GET', '/api/pwa/exp/v1/payments/PAY-1/pay')).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
    expect(checkRoute('TRACE', '/nowhere')).toMatchObject({ status: 405, message: 'TRACE is not allowed on /nowhere: (no method)', headers: { Allow: '' } });
    expect(checkRoute('TRACE', '/api/pwa/exp/v1/patient/profile')).toMatchObject({ status: 405, headers: { Allow: 'GET' } });
    expect(checkRoute('HEAD', '/api/pwa/exp/v1/patient/profile')).toMatchObject({ status: 405, headers: { Allow: 'GET' } });
    expect(checkRoute('POST', '/api/pwa/exp/v1/payments/%2e%2e/pay')).toMatchObject({ status: 400, message: 'rxPaymentId ".." is not an id' });
    expect(checkRoute('POST', '/api/pwa/exp/v1/payments/%E0%A4/pay')).toMatchObject({ status: 400, message: 'rxPaymentId is not a well-formed path segment' });
  });

  it('query: required once, optional at most once, each an id', () => {
    const history = call('fill history');
    expect(checkQuery(history, new URLSearchParams('intakeCaseId=IC-1'))).toBeNull();
    expect(checkQuery(history, new URLSearchParams('intakeCaseId=IC-1&acticsPharmacyReferralRecordId=RR-1&other=x'))).toBeNull();
    for (const query of ['', 'intakeCaseId=', 'intakeCaseId=..', 'intakeCaseId=1&intakeCaseId=2', 'intakeCaseId=1&acticsPharmacyReferralRecordId=', 'intakeCaseId=1&acticsPharmacyReferralRecordId=a/b']) {
      expect(checkQuery(history, new URLSearchParams(query))?.status, query).toBe(400);
    }
    expect(checkQuery(call('profile'), new URLSearchParams('anything=..'))).toBeNull();
  });

  it('declared length: over the call’s cap is a 413', () => {
    expect(checkDeclaredLength(undefined, JSON_BODY_MAX_BYTES, 'pay')).toBeNull();
    expect(checkDeclaredLength(String(JSON_BODY_MAX_BYTES), JSON_BODY_MAX_BYTES, 'pay')).toBeNull();
    expect(checkDeclaredLength(String(JSON_BODY_MAX_BYTES + 1), JSON_BODY_MAX_BYTES, 'pay')).toEqual({ status: 413, message: `The body is larger than pay takes (${JSON_BODY_MAX_BYTES} bytes)` });
    expect(checkDeclaredLength('1', 0, 'profile')).toEqual({ status: 413, message: 'profile takes no body' });
    expect(checkDeclaredLength('junk', JSON_BODY_MAX_BYTES, 'pay')).toBeNull();
  });

  it('caps by call: 16 KB for every JSON call, none for a call without a body, 40 MB and 10 MB a photo for the card photos post only', () => {
    for (const each of apiContract) {
      const expected = each.body.kind === 'json' ? JSON_BODY_MAX_BYTES : each.body.kind === 'none' ? 0 : MISSING_INFORMATION_MAX_BYTES;
      expect(each.maxBodyBytes, each.name).toBe(expected);
    }
    expect(apiContract.filter((each) => each.body.kind === 'multipart').map((each) => each.name)).toEqual(['missing information']);
    expect(MISSING_INFORMATION_MAX_BYTES).toBe(4 * CARD_PHOTO_MAX_BYTES + 64 * 1024);
  });

  it('a card photo over 10 MB is a 413 naming its part', () => {
    const form = new FormData();
    form.set('missingInformation', JSON.stringify({ active: true, Open_Task: true, missingInfoArray: [] }));
    for (const name of ['acticsPatientId', 'intakeCaseId', 'programCode']) form.set(name, 'x');
    form.set('primaryInsuranceFront', new Blob([new Uint8Array(CARD_PHOTO_MAX_BYTES)]), 'front.jpg');
    expect(checkMultipartBody(call('missing information'), form)).toBeNull();
    form.set('primaryInsuranceBack', new Blob([new Uint8Array(CARD_PHOTO_MAX_BYTES + 1)]), 'back.jpg');
    expect(checkMultipartBody(call('missing information'), form)).toMatchObject({ status: 413, message: expect.stringMatching(/primaryInsuranceBack is larger than 10485760 bytes/) });
  });

  it('media types and required headers', () => {
    expect(mediaTypeOf(' Application/JSON ; charset=utf-8')).toBe('application/json');
    const pay = call('pay');
    expect(checkHeaders(pay, { 'content-type': 'application/json', 'idempotency-key': 'k' })).toBeNull();
    expect(checkHeaders(pay, { 'content-type': 'text/plain', 'idempotency-key': 'k' })?.status).toBe(415);
    expect(checkHeaders(pay, { 'idempotency-key': 'k' })?.status).toBe(415);
    expect(checkHeaders(pay, { 'content-type': 'application/json', 'idempotency-key': ' ' })).toMatchObject({ status: 400, message: 'pay: the Idempotency-Key header is required' });
    const photos = call('missing information');
    expect(checkHeaders(photos, { 'content-type': 'multipart/form-data; boundary=abc' })).toBeNull();
    expect(checkHeaders(photos, { 'content-type': 'multipart/form-data' })?.status).toBe(415);
    expect(checkHeaders(call('profile'), {})).toBeNull();
  });

  it('JSON bodies: parsed, then checked against the call’s schema, in English', () => {
    const send = call('code send (phone)');
    expect(checkJsonBody(send, Buffer.from('{"phoneNumber":"+15555550100"}'))).toBeNull();
    expect(checkJsonBody(send, Buffer.from(''))).toEqual({ status: 400, message: 'code send (phone): the body is not JSON' });
    expect(checkJsonBody(send, Buffer.from('null'))).toEqual({ status: 400, message: 'Invalid body for code send (phone): (body): Invalid input: expected object, received null' });
    expect(checkJsonBody(send, Buffer.from('{"phoneNumber":5}'))?.message).toBe('Invalid body for code send (phone): phoneNumber: Invalid input: expected string, received number');
    expect(checkJsonBody(call('profile'), Buffer.from('junk'))).toBeNull();
  });

  it('allowed origins must be loopback', () => {
    for (const pattern of ['http://127.0.0.1:*', 'http://localhost:4300', 'https://[::1]:*']) expect(isLoopbackOriginPattern(pattern)).toBe(true);
    for (const pattern of ['https://portal.example.com', 'http://127.0.0.1.evil.example:*', 'junk']) expect(isLoopbackOriginPattern(pattern)).toBe(false);
  });
});
