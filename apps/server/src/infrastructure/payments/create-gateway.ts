import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpay-gateway';
import { createSandboxGateway } from './sandbox-gateway';

/** The gateway `PAYMENT_PROVIDER` names; loadConfig has already checked its settings. */
export function createPaymentGateway(payments: Config['payments']): PaymentGateway {
  switch (payments.provider) {
    case 'razorpay':
      return createRazorpayGateway(payments);
    case 'sandbox':
      return createSandboxGateway(payments);
  }
}
