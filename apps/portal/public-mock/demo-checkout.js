// The demo checkout of the mock mode (libs/api-mocks/src/payment.ts creates its sessions). It
// reads and writes this tab's mock state, `portal-mock.state` in sessionStorage, which is the
// mock's only store: Pay marks the payment paid (to show after one more no-cache profile read,
// so that the payment return settles on its second poll) and returns to My Prescriptions with
// transaction=success, or transaction=failure for the (555) 555-0108 demo account. Cancel goes
// back to /payment, where the same pay session can be resumed.
(function () {
  'use strict';
  var STATE_KEY = 'portal-mock.state';
  var UNSETTLED_READS_AFTER_PAY = 1; // MOCK_UNSETTLED_READS_AFTER_PAY in payment.ts

  function readState() {
    try {
      return JSON.parse(sessionStorage.getItem(STATE_KEY) || '{}') || {};
    } catch (error) {
      return {};
    }
  }

  var id = new URLSearchParams(location.search).get('session');
  var state = readState();
  var session = (state.paySessions || []).filter(function (each) {
    return each.id === id;
  })[0];
  var summary = document.getElementById('summary');
  var amount = document.getElementById('amount');
  var pay = document.getElementById('pay');

  if (!session) {
    summary.textContent = 'This demo payment session is not known in this tab. Go back to the portal and start the payment again.';
    pay.hidden = true;
  } else {
    summary.textContent = 'Payment for prescription payment ' + session.rxPaymentId + '.';
    amount.textContent = '$' + Number(session.amount).toFixed(2);
  }

  pay.addEventListener('click', function () {
    if (!session) return;
    if (session.outcome === 'failure') {
      location.replace('/prescriptions?transaction=failure');
      return;
    }
    var next = readState();
    next.paidPayments = next.paidPayments || {};
    next.paidPayments[session.scenario + ':' + session.rxPaymentId] = UNSETTLED_READS_AFTER_PAY;
    sessionStorage.setItem(STATE_KEY, JSON.stringify(next));
    location.replace('/prescriptions?transaction=success');
  });

  var cancel = document.getElementById('cancel');
  cancel.addEventListener('click', function () {
    location.replace('/payment');
  });

  // The buttons come disabled in the page: they answer only from here on.
  pay.disabled = false;
  cancel.disabled = false;
})();
