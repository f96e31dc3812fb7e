export { FakeCentrifuge, FakeSubscription } from '@casino/contracts/realtime-client/fake';
