let seq = 0;

/** A login id no other application in the run uses. */
export const newPartnerLoginId = () => `partner${Date.now().toString(36)}${seq++}`;

/** A rental company's complete sign-up form, as `POST /api/partners` takes it. */
export const rentalApplication = (loginId = newPartnerLoginId()) => ({
  type: "렌트사",
  loginId,
  password: "partner-pass-1",
  passwordConfirm: "partner-pass-1",
  companyName: `${loginId} 렌터카`,
  managerNamePosition: "홍길동 / 팀장",
  managerPhone: "010-2222-3333",
  email: `${loginId}@example.com`,
  companyAddress: "서울시 중구 세종대로 1",
  privacyAgree: true,
  serviceAgree: true,
});
