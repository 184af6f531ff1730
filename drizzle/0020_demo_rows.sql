-- Demo data is a mode the admin leaves in one action (데모 데이터 모두 삭제): every row the demo seed writes
-- (listings, reviews, board posts, photos) carries `is_demo`, and so does the 410 address a deleted demo listing
-- leaves. `seed_state.cleared_at` records the deletion, after which no start seeds again.
ALTER TABLE "board_posts" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retired_vehicles" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seed_state" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded by an earlier version: the rows its seed wrote are marked when they can be told apart for sure.
-- Only where the seed completed (`seed_state` has its row), only rows written no later than it completed, and only
-- rows matching the seed's own data (server/seed/demo-data.ts as of this migration): listings by slug and with no
-- partner, reviews by name, car and text, board posts by title and text. A row edited since keeps its slug (a
-- listing) or no longer matches (a review or post: it then counts as real and is deleted one by one, if at all).
-- A seed stopped before it completed has no `seed_state` row: the seed marks its rows when it goes on.
UPDATE "vehicles" SET "is_demo" = true
FROM "seed_state" s
WHERE "vehicles"."owner_partner_id" IS NULL
  AND "vehicles"."created_at" <= s."seeded_at"
  AND "vehicles"."slug" IN (
  'avante-cn7-16-inspiration-new', 'avante-cn7-hybrid-modern-new', 'avante-cn7-16-lpi-smart-new', 'avante-n-20t-dct-new',
  'avante-cn7-16-modern-used', 'k3-16-prestige-used', 'sonata-edge-20-premium-new', 'sonata-edge-hybrid-exclusive-new',
  'k5-16t-signature-new', 'k5-20-lpi-trendy-new', 'sonata-dn8-20-lpi-smart-used', 'sm6-20-lpe-re-used',
  'malibu-135t-premier-used', 'grandeur-gn7-hybrid-calligraphy-new', 'grandeur-gn7-25-premium-new', 'k8-25-noblesse-new',
  'k8-hybrid-signature-new', 'grandeur-ig-25-leblanc-used', 'k8-35-lpi-noblesse-used', 'genesis-g80-rg3-25t-awd-new',
  'genesis-g70-25t-sport-new', 'genesis-g90-rs4-35t-awd-new', 'electrified-g80-awd-new', 'genesis-g80-rg3-25t-2wd-used',
  'genesis-g70-20t-elite-used', 'kona-sx2-16t-inspiration-new', 'seltos-16t-signature-new', 'trax-crossover-12t-rs-new',
  'niro-sg2-hybrid-prestige-new', 'venue-16-flux-new', 'tucson-nx4-16t-inspiration-new', 'sportage-nq5-hybrid-signature-used',
  'xm3-13tce-re-signature-used', 'tivoli-air-15t-v5-used', 'sorento-mq4-25t-signature-new', 'sorento-mq4-hybrid-noblesse-new',
  'santafe-mx5-25t-calligraphy-new', 'santafe-mx5-hybrid-prestige-new', 'grand-koleos-etech-iconic-new', 'torres-15t-t7-new',
  'sorento-mq4-22d-signature-used', 'santafe-tm-22d-prestige-used', 'palisade-lx3-25t-calligraphy-new', 'palisade-lx3-hybrid-prestige-new',
  'carnival-ka4-hybrid-9-signature-new', 'carnival-ka4-35-9-noblesse-new', 'staria-lounge-hybrid-7-inspiration-new', 'palisade-lx2-38-calligraphy-used',
  'carnival-ka4-22d-9-prestige-used', 'rexton-arena-22d-4wd-noblesse-used', 'genesis-gv80-35t-awd-new', 'genesis-gv70-25t-awd-sport-new',
  'genesis-gv80-coupe-35t-48v-new', 'genesis-gv60-standard-2wd-new', 'genesis-gv70-25t-awd-used', 'genesis-gv80-25t-awd-used',
  'ioniq5-long-range-2wd-prestige-new', 'ev6-long-range-gt-line-new', 'ev3-long-range-earth-new', 'ioniq6-long-range-2wd-elite-new',
  'ev9-4wd-earth-6-new', 'casper-electric-inspiration-new', 'kona-electric-sx2-long-range-used', 'ioniq5-long-range-exclusive-used',
  'niro-ev-earth-used', 'benz-e300-4matic-avantgarde-new', 'bmw-520i-m-sport-new', 'audi-a6-45tfsi-quattro-premium-new',
  'tesla-model-y-rwd-new', 'volvo-xc60-b5-awd-ultimate-new', 'bmw-x3-20-xdrive-m-sport-new', 'benz-c200-avantgarde-used',
  'bmw-320i-m-sport-used', 'lexus-es300h-executive-used', 'casper-10-inspiration-subscription-new', 'ray-10-signature-subscription-new',
  'morning-10-prestige-subscription-new', 'seltos-16t-prestige-subscription-new', 'casper-10t-the-essential-subscription-used', 'ray-10-prestige-subscription-used',
  'k5-20-noblesse-subscription-used'
  );--> statement-breakpoint
-- A demo listing deleted one by one left its address answering 410 with its name and prices: the same slugs.
UPDATE "retired_vehicles" SET "is_demo" = true
WHERE EXISTS (SELECT 1 FROM "seed_state")
  AND "retired_vehicles"."slug" IN (
  'avante-cn7-16-inspiration-new', 'avante-cn7-hybrid-modern-new', 'avante-cn7-16-lpi-smart-new', 'avante-n-20t-dct-new',
  'avante-cn7-16-modern-used', 'k3-16-prestige-used', 'sonata-edge-20-premium-new', 'sonata-edge-hybrid-exclusive-new',
  'k5-16t-signature-new', 'k5-20-lpi-trendy-new', 'sonata-dn8-20-lpi-smart-used', 'sm6-20-lpe-re-used',
  'malibu-135t-premier-used', 'grandeur-gn7-hybrid-calligraphy-new', 'grandeur-gn7-25-premium-new', 'k8-25-noblesse-new',
  'k8-hybrid-signature-new', 'grandeur-ig-25-leblanc-used', 'k8-35-lpi-noblesse-used', 'genesis-g80-rg3-25t-awd-new',
  'genesis-g70-25t-sport-new', 'genesis-g90-rs4-35t-awd-new', 'electrified-g80-awd-new', 'genesis-g80-rg3-25t-2wd-used',
  'genesis-g70-20t-elite-used', 'kona-sx2-16t-inspiration-new', 'seltos-16t-signature-new', 'trax-crossover-12t-rs-new',
  'niro-sg2-hybrid-prestige-new', 'venue-16-flux-new', 'tucson-nx4-16t-inspiration-new', 'sportage-nq5-hybrid-signature-used',
  'xm3-13tce-re-signature-used', 'tivoli-air-15t-v5-used', 'sorento-mq4-25t-signature-new', 'sorento-mq4-hybrid-noblesse-new',
  'santafe-mx5-25t-calligraphy-new', 'santafe-mx5-hybrid-prestige-new', 'grand-koleos-etech-iconic-new', 'torres-15t-t7-new',
  'sorento-mq4-22d-signature-used', 'santafe-tm-22d-prestige-used', 'palisade-lx3-25t-calligraphy-new', 'palisade-lx3-hybrid-prestige-new',
  'carnival-ka4-hybrid-9-signature-new', 'carnival-ka4-35-9-noblesse-new', 'staria-lounge-hybrid-7-inspiration-new', 'palisade-lx2-38-calligraphy-used',
  'carnival-ka4-22d-9-prestige-used', 'rexton-arena-22d-4wd-noblesse-used', 'genesis-gv80-35t-awd-new', 'genesis-gv70-25t-awd-sport-new',
  'genesis-gv80-coupe-35t-48v-new', 'genesis-gv60-standard-2wd-new', 'genesis-gv70-25t-awd-used', 'genesis-gv80-25t-awd-used',
  'ioniq5-long-range-2wd-prestige-new', 'ev6-long-range-gt-line-new', 'ev3-long-range-earth-new', 'ioniq6-long-range-2wd-elite-new',
  'ev9-4wd-earth-6-new', 'casper-electric-inspiration-new', 'kona-electric-sx2-long-range-used', 'ioniq5-long-range-exclusive-used',
  'niro-ev-earth-used', 'benz-e300-4matic-avantgarde-new', 'bmw-520i-m-sport-new', 'audi-a6-45tfsi-quattro-premium-new',
  'tesla-model-y-rwd-new', 'volvo-xc60-b5-awd-ultimate-new', 'bmw-x3-20-xdrive-m-sport-new', 'benz-c200-avantgarde-used',
  'bmw-320i-m-sport-used', 'lexus-es300h-executive-used', 'casper-10-inspiration-subscription-new', 'ray-10-signature-subscription-new',
  'morning-10-prestige-subscription-new', 'seltos-16t-prestige-subscription-new', 'casper-10t-the-essential-subscription-used', 'ray-10-prestige-subscription-used',
  'k5-20-noblesse-subscription-used'
  );--> statement-breakpoint
UPDATE "reviews" SET "is_demo" = true
FROM "seed_state" s, (VALUES
  ('김*수', '더 뉴 아반떼 CN7', '첫 장기렌트라 걱정이 많았는데 상담부터 출고까지 꼼꼼하게 안내해주셔서 편했어요. 무보증이라 초기 부담도 없었습니다.'),
  ('이*영', '쏘렌토 MQ4 하이브리드', '아이 둘 태우고 다니기 딱 좋아요. 다른 곳보다 월 렌트료가 저렴해서 바로 계약했습니다.'),
  ('박*준', '그랜저 GN7 하이브리드', '법인으로 진행했는데 서류 안내가 빨라서 일주일 만에 출고됐습니다. 차 상태도 완벽합니다.'),
  ('최*민', '캐스퍼', '일반번호판이라 렌트카 티가 안 나서 좋아요. 출퇴근용으로 연비도 만족스럽습니다.'),
  ('정*희', '아이오닉5 롱레인지', '전기차는 처음인데 충전 방법까지 자세히 알려주셨어요. 한 달 충전비가 기름값의 3분의 1 수준이라 놀랐습니다.'),
  ('강*호', '제네시스 G80', '보증금 분납이 가능해서 부담을 많이 덜었습니다. 담당 매니저님 응대가 정말 친절했어요.'),
  ('윤*아', '셀토스', '사회초년생이라 신용이 걱정됐는데 심사가 생각보다 수월했어요. 차도 예쁘고 만족합니다.'),
  ('장*우', '카니발 하이브리드 9인승', '대기 기간이 길다고 들었는데 재고 차량으로 빠르게 받았습니다. 버스전용차로 이용 가능해서 주말 이동이 편해요.'),
  ('임*진', 'BMW 520i', '수입차 견적을 여러 곳 받아봤는데 여기가 조건이 제일 좋았어요. 출고 일정도 약속대로 지켜주셨습니다.'),
  ('한*서', '레이', '경차라 월 납입료 부담이 적고 실내도 생각보다 넓어요. 상담도 부담 없이 편하게 해주셨습니다.'),
  ('오*석', '쏘나타 디 엣지', '무보증 조건으로 진행했는데 추가 비용 없이 안내받은 금액 그대로 계약했습니다. 믿을 만한 곳이에요.'),
  ('서*연', '투싼 NX4', '선루프랑 빌트인캠까지 들어간 트림인데 가격이 합리적이었어요. 출고 당일 차량 설명도 꼼꼼했습니다.'),
  ('신*철', '팰리세이드 LX2', '중고 장기렌트로 했는데 주행거리에 비해 차 상태가 아주 좋습니다. 실내 클리닝도 깔끔하게 되어 있었어요.'),
  ('권*나', 'EV6 GT-Line', '디자인 보고 반해서 계약했어요. 만기 후 인수도 가능하다고 해서 마음이 편합니다.'),
  ('황*민', 'K8 하이브리드', '개인사업자라 비용처리 때문에 알아봤는데 세금 관련 안내까지 해주셔서 큰 도움이 됐습니다.'),
  ('송*희', '모닝', '두 번째 차로 가볍게 쓰려고 했는데 월 부담이 정말 적어요. 빨간색이 사진보다 더 예쁩니다.'),
  ('조*훈', '제네시스 GV70', '상담 신청하고 30분 만에 연락이 왔어요. 조건 비교표까지 보내주셔서 결정하기 쉬웠습니다.'),
  ('배*은', '아반떼 하이브리드', '연비가 정말 좋아서 주유소 갈 일이 거의 없어요. 계약 과정도 비대면으로 간단하게 끝났습니다.'),
  ('유*진', '싼타페 MX5', '출고까지 조금 기다렸지만 중간중간 진행 상황을 알려주셔서 답답하지 않았어요. 차는 대만족입니다.'),
  ('문*혁', '벤츠 E300', '보증금 분납 덕분에 부담 없이 수입차를 탈 수 있게 됐습니다. 다음에도 여기서 할 생각이에요.'),
  ('노*라', '코나 SX2', '만 21세라 조건이 까다로울 줄 알았는데 생각보다 괜찮은 금액으로 계약했어요. 색상도 너무 마음에 들어요.'),
  ('양*모', '스타리아 라운지', '업무용으로 쓰는데 승차감이 좋아서 손님들 반응이 좋습니다. 보험 조건 설명도 명확했어요.'),
  ('구*태', '토레스', '차는 만족스러운데 원하는 색상 재고가 없어서 출고가 한 달 정도 걸렸어요. 응대는 친절했습니다.'),
  ('남*지', '캐스퍼 일렉트릭', '작지만 주행거리가 넉넉해서 출퇴근에 충분해요. 귀여운 외관 덕분에 매일 타는 게 즐겁습니다.'),
  ('전*우', 'BMW 320i', '중고 수입차라 걱정했는데 점검 기록까지 보여주셔서 안심하고 계약했습니다.'),
  ('홍*경', 'K5 3세대', '구독카로 이용 중인데 번호판이 일반이라 회사에서도 아무도 렌트인 줄 몰라요. 추천합니다!')
) AS d ("customer_name", "vehicle_name", "content")
WHERE "reviews"."customer_name" = d."customer_name"
  AND "reviews"."vehicle_name" = d."vehicle_name"
  AND "reviews"."content" = d."content"
  AND "reviews"."created_at" <= s."seeded_at";--> statement-breakpoint
UPDATE "board_posts" SET "is_demo" = true
FROM "seed_state" s, (VALUES
  ('[무보증 즉시출고] 쏘렌토 MQ4 하이브리드 노블레스 3대 입고', '보증금 없이 바로 출고 가능한 쏘렌토 하이브리드 재고가 입고되었습니다.

· 색상: 스노우 화이트펄 2대, 오로라 블랙펄 1대
· 계약기간 60개월 / 연간 약정거리 3만km
· 월 렌트료 79만원대 (VAT 포함, 보험료·자동차세 포함)

선착순으로 마감되니 빠르게 문의해 주세요.'),
  ('[무보증] 캐스퍼·레이 일반번호판 구독카 즉시출고 안내', '렌터카 번호판이 아닌 일반 번호판 구독카를 보증금 없이 바로 출고해 드립니다.

· 캐스퍼 1.0 인스퍼레이션 — 월 34만원대
· 더 뉴 레이 1.0 시그니처 — 월 33만원대
· 만 21세 이상, 운전경력 1년 이상 가능

사회초년생, 세컨카로 찾으시는 분께 추천드립니다.'),
  ('[무보증 즉시출고] 그랜저 GN7 하이브리드 · K8 하이브리드 특가', '대형 하이브리드 세단 무보증 특가 차량입니다.

· 그랜저 하이브리드 GN7 캘리그래피 — 월 78만원대
· 더 뉴 K8 하이브리드 시그니처 — 월 74만원대
· 법인·개인사업자 비용처리 가능

재고 소진 시 조기 종료될 수 있습니다.'),
  ('[이번 달 한정] 아이오닉5 · EV6 무보증 즉시출고 리스트', '전기차 보조금 적용 차량을 보증금 없이 즉시 출고해 드립니다.

· 더 뉴 아이오닉5 롱레인지 2WD 프레스티지 — 월 56만원대
· 더 뉴 EV6 롱레인지 2WD GT-Line — 월 63만원대
· 완속 충전기 설치 상담 가능

보조금 소진 전에 서둘러 상담 신청해 주세요.')
) AS d ("title", "content")
WHERE "board_posts"."title" = d."title"
  AND "board_posts"."content" = d."content"
  AND "board_posts"."created_at" <= s."seeded_at";--> statement-breakpoint
-- The photos those rows show, stored before the seed completed. A real row showing one too keeps it: the deletion
-- removes only demo photos nothing else refers to.
UPDATE "media_objects" m SET "is_demo" = true
FROM "seed_state" s
WHERE m."created_at" <= s."seeded_at"
  AND (
    EXISTS (SELECT 1 FROM "vehicles" v WHERE v."is_demo" AND v."images" ? m."key")
    OR EXISTS (SELECT 1 FROM "board_posts" b WHERE b."is_demo" AND b."images" ? m."key")
    OR EXISTS (SELECT 1 FROM "reviews" r WHERE r."is_demo" AND r."photo_url" LIKE '/media/' || m."key" || '/%')
  );
