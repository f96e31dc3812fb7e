CREATE TABLE "bonus_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"definition_id" uuid NOT NULL,
	"trigger" smallint NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_player" integer DEFAULT 1 NOT NULL,
	"available_from" timestamp with time zone,
	"available_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"type" smallint NOT NULL,
	"trigger" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"package_id" uuid,
	"package_priority" integer,
	"available_from" timestamp with time zone,
	"available_to" timestamp with time zone,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_definitions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bonus_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_packages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cashback_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"period_start" date NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"player_bonus_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonus_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"code" text NOT NULL,
	"trigger" smallint NOT NULL,
	"status" smallint NOT NULL,
	"player_bonus_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"definition_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"result" smallint DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"required" bigint NOT NULL,
	"converted_amount" bigint,
	"forfeited_amount" bigint,
	"terms" jsonb NOT NULL,
	"source_key" text NOT NULL,
	"invoice_id" uuid,
	"package_id" uuid,
	"package_priority" integer,
	"issue_session_id" uuid,
	"activation_expires_at" timestamp with time zone,
	"wagering_expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_sourceKey_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "player_freespins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"definition_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"result" smallint DEFAULT 1 NOT NULL,
	"count" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"game_slug" text NOT NULL,
	"bet_amount" bigint NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"source_key" text NOT NULL,
	"package_id" uuid,
	"package_priority" integer,
	"issue_session_id" uuid,
	"activation_expires_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_freespins_sourceKey_unique" UNIQUE("source_key")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "player_bonus_id" uuid;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD CONSTRAINT "bonus_codes_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD CONSTRAINT "bonus_definitions_package_id_bonus_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."bonus_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_payouts_once_idx" ON "cashback_payouts" USING btree ("player_id","currency","period_start");--> statement-breakpoint
CREATE INDEX "player_bonus_codes_player_idx" ON "player_bonus_codes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active_idx" ON "player_bonuses" USING btree ("wallet_account_id") WHERE "player_bonuses"."status" = 2;--> statement-breakpoint
CREATE INDEX "player_freespins_player_idx" ON "player_freespins" USING btree ("player_id","status","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_open_bonus_idx" ON "game_rounds" USING btree ("player_bonus_id") WHERE "game_rounds"."status" = 'open' AND "game_rounds"."bonus_minor" > 0;--> statement-breakpoint
-- An active bonus ends once no open round holds its money: wagering done converts the bonus part to
-- cash up to the max win and forfeits the rest; an empty bonus part with wagering left is lost.
-- Answers whether it ended. Both postings are keyed by the bonus: a replay moves nothing.
CREATE OR REPLACE FUNCTION player_bonus_settle(p_bonus uuid, p jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  b record;
  v_balance bigint;
  v_convert bigint;
  v_result smallint;
  v_posting jsonb;
BEGIN
  SELECT id, wagered, required, terms, status INTO b FROM player_bonuses WHERE id = p_bonus FOR UPDATE;
  IF NOT FOUND OR b.status <> 2 THEN RETURN false; END IF;
  IF EXISTS (SELECT 1 FROM game_rounds WHERE player_bonus_id = p_bonus AND status = 'open' AND bonus_minor > 0) THEN
    RETURN false;
  END IF;
  SELECT balance INTO v_balance FROM ledger_accounts WHERE id = (p->>'bonus')::bigint FOR UPDATE;
  IF b.wagered >= b.required THEN
    v_convert := CASE WHEN b.terms->>'maxWin' IS NULL THEN v_balance
      ELSE LEAST(v_balance, (b.terms->>'maxWin')::bigint) END;
    v_result := 2;
  ELSIF v_balance = 0 THEN
    v_convert := 0;
    v_result := 5;
  ELSE
    RETURN false;
  END IF;
  IF v_convert > 0 THEN
    v_posting := ledger_post('bonus:' || p_bonus || ':convert', 'bonus.convert', jsonb_build_array(
        jsonb_build_object('account', p->'bonus', 'amount', (-v_convert)::text),
        jsonb_build_object('account', p->'cash', 'amount', v_convert::text)),
      jsonb_build_object('playerBonusId', p_bonus), NULL);
    IF v_posting ? 'refused' THEN RAISE EXCEPTION 'Bonus % conversion refused: %', p_bonus, v_posting->>'refused'; END IF;
  END IF;
  IF v_balance > v_convert THEN
    v_posting := ledger_post('bonus:' || p_bonus || ':forfeit', 'bonus.forfeit', jsonb_build_array(
        jsonb_build_object('account', p->'bonus', 'amount', (v_convert - v_balance)::text),
        jsonb_build_object('account', p->'houseBonus', 'amount', (v_balance - v_convert)::text)),
      jsonb_build_object('playerBonusId', p_bonus, 'reason', 'maxWin'), NULL);
    IF v_posting ? 'refused' THEN RAISE EXCEPTION 'Bonus % forfeit refused: %', p_bonus, v_posting->>'refused'; END IF;
  END IF;
  UPDATE player_bonuses SET status = 3, result = v_result, converted_amount = v_convert,
    forfeited_amount = v_balance - v_convert, finished_at = now(), updated_at = now()
  WHERE id = p_bonus;
  RETURN true;
END $$;
--> statement-breakpoint
-- A seamless-wallet bet or win in one call (decision 0018), with the active bonus (decision 0028): a bet
-- is refused over the bonus's max bet or in a game its terms restrict, takes cash first and then bonus
-- money, and counts towards wagering at its game's weight (rounded down); a win goes back to cash and
-- bonus in the round's proportion (the bonus share rounded down, the rest to cash; void when the bonus
-- has ended); the bonus ends here once its rounds are settled (player_bonus_settle).
CREATE OR REPLACE FUNCTION game_wallet_move(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := p->>'kind';
  v_amount bigint := (p->>'amount')::bigint;
  v_claim bigint;
  v_posting jsonb;
  v_round uuid;
  v_playable bigint;
  v_answer jsonb;
  v_bonus_id uuid;
  v_terms jsonb;
  v_bonus_active boolean := false;
  v_cash_part bigint := v_amount;
  v_bonus_part bigint := 0;
  v_entries jsonb := '[]'::jsonb;
  v_round_bet bigint;
  v_round_bonus bigint;
  v_ended boolean := false;
BEGIN
  INSERT INTO game_wallet_transactions
    (provider_id, transaction_id, kind, session_id, player_id, wallet_account_id, round_id, amount, currency)
  VALUES (p->>'providerId', p->>'transactionId', v_kind, (p->>'sessionId')::uuid, (p->>'playerId')::uuid,
    (p->>'walletAccountId')::uuid, p->>'roundId', v_amount, p->>'currency')
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    RETURN jsonb_build_object('taken', true);
  END IF;

  IF v_kind = 'bet' THEN
    SELECT id, terms INTO v_bonus_id, v_terms FROM player_bonuses
    WHERE wallet_account_id = (p->>'walletAccountId')::uuid AND status = 2 FOR UPDATE;
    v_bonus_active := v_bonus_id IS NOT NULL;
    IF v_bonus_active AND v_terms->'restrictedGames' ? (p->>'gameId') THEN
      DELETE FROM game_wallet_transactions WHERE id = v_claim;
      RETURN jsonb_build_object('refused', 'gameRestricted');
    END IF;
    IF v_bonus_active AND v_terms->>'maxBet' IS NOT NULL AND v_amount > (v_terms->>'maxBet')::bigint THEN
      DELETE FROM game_wallet_transactions WHERE id = v_claim;
      RETURN jsonb_build_object('refused', 'maxBetExceeded', 'maxBet', v_terms->>'maxBet');
    END IF;
    SELECT LEAST(v_amount, GREATEST(balance, 0)) INTO v_cash_part FROM ledger_accounts
    WHERE id = (p->>'cash')::bigint FOR UPDATE;
    v_bonus_part := v_amount - v_cash_part;
  ELSE
    SELECT id, bet_minor, bonus_minor, player_bonus_id INTO v_round, v_round_bet, v_round_bonus, v_bonus_id
    FROM game_rounds WHERE session_id = (p->>'sessionId')::uuid AND provider_round_id = p->>'roundId' FOR UPDATE;
    IF v_round_bonus > 0 AND v_round_bet > 0 THEN
      v_bonus_part := floor(v_amount::numeric * v_round_bonus / v_round_bet)::bigint;
    END IF;
    v_cash_part := v_amount - v_bonus_part;
    v_bonus_active := v_bonus_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM player_bonuses WHERE id = v_bonus_id AND status = 2);
    -- The bonus ended under an open round (expiry, a withdrawal, self-exclusion): its share is void.
    IF NOT v_bonus_active THEN v_bonus_part := 0; END IF;
  END IF;

  IF v_kind = 'win' AND NOT EXISTS (
    SELECT 1 FROM game_wallet_transactions
    WHERE session_id = (p->>'sessionId')::uuid AND round_id = p->>'roundId' AND kind = 'bet' AND status = 'accepted'
  ) THEN
    DELETE FROM game_wallet_transactions WHERE id = v_claim;
    RETURN jsonb_build_object('refused', 'roundNotFound');
  END IF;

  IF v_cash_part > 0 THEN
    v_entries := v_entries || CASE v_kind
      WHEN 'bet' THEN jsonb_build_array(
        jsonb_build_object('account', p->'cash', 'amount', (-v_cash_part)::text),
        jsonb_build_object('account', p->'house', 'amount', v_cash_part::text))
      ELSE jsonb_build_array(
        jsonb_build_object('account', p->'house', 'amount', (-v_cash_part)::text),
        jsonb_build_object('account', p->'cash', 'amount', v_cash_part::text))
    END;
  END IF;
  IF v_bonus_part > 0 THEN
    v_entries := v_entries || CASE v_kind
      WHEN 'bet' THEN jsonb_build_array(
        jsonb_build_object('account', p->'bonus', 'amount', (-v_bonus_part)::text),
        jsonb_build_object('account', p->'houseBonus', 'amount', v_bonus_part::text))
      ELSE jsonb_build_array(
        jsonb_build_object('account', p->'houseBonus', 'amount', (-v_bonus_part)::text),
        jsonb_build_object('account', p->'bonus', 'amount', v_bonus_part::text))
    END;
  END IF;

  IF jsonb_array_length(v_entries) > 0 THEN
    v_posting := ledger_post(p->>'ledgerKey', v_kind, v_entries, p->'metadata',
      ARRAY[(p->>'cash')::bigint, (p->>'bonus')::bigint]);
    IF v_posting ? 'refused' THEN
      DELETE FROM game_wallet_transactions WHERE id = v_claim;
      RETURN v_posting;
    END IF;
    IF v_posting ? 'taken' THEN
      RAISE EXCEPTION 'Ledger key % was posted without its game transaction', p->>'ledgerKey';
    END IF;
  END IF;

  IF v_kind = 'bet' THEN
    UPDATE risk_turnover_wagers
    SET wagered = LEAST(required, wagered + v_amount), updated_at = now()
    WHERE wallet_account_id = (p->>'walletAccountId')::uuid AND wagered < required;
    IF v_bonus_active THEN
      UPDATE player_bonuses SET updated_at = now(), wagered = LEAST(required, wagered
        + floor(v_amount::numeric * coalesce((v_terms->'weights'->>(p->>'gameId'))::integer, 0) / 10000)::bigint)
      WHERE id = v_bonus_id;
    END IF;
    INSERT INTO game_rounds
      (provider_id, provider_round_id, session_id, player_id, wallet_account_id, game_slug, currency, bet_minor,
       bonus_minor, player_bonus_id)
    VALUES (p->>'providerId', p->>'roundId', (p->>'sessionId')::uuid, (p->>'playerId')::uuid,
      (p->>'walletAccountId')::uuid, p->>'gameId', p->>'currency', v_amount, v_bonus_part, v_bonus_id)
    ON CONFLICT (session_id, provider_round_id) DO UPDATE SET
      bet_minor = game_rounds.bet_minor + excluded.bet_minor,
      bonus_minor = game_rounds.bonus_minor + excluded.bonus_minor,
      player_bonus_id = coalesce(game_rounds.player_bonus_id, excluded.player_bonus_id),
      status = CASE WHEN game_rounds.status = 'rolledBack' THEN 'open' ELSE game_rounds.status END,
      settled_at = CASE WHEN game_rounds.status = 'rolledBack' THEN NULL ELSE game_rounds.settled_at END
    RETURNING id INTO v_round;
  ELSE
    UPDATE game_rounds SET
      win_minor = win_minor + v_amount,
      status = CASE WHEN status = 'open' THEN 'settled' ELSE status END,
      settled_at = coalesce(settled_at, now())
    WHERE id = v_round;
  END IF;

  IF v_bonus_active THEN
    v_ended := player_bonus_settle(v_bonus_id, p);
  END IF;
  IF v_posting IS NOT NULL AND NOT v_ended THEN
    v_playable := (v_posting->'balances'->>(p->>'cash'))::bigint + (v_posting->'balances'->>(p->>'bonus'))::bigint;
  ELSE
    SELECT sum(balance) INTO v_playable FROM ledger_accounts
    WHERE id IN ((p->>'cash')::bigint, (p->>'bonus')::bigint);
  END IF;

  INSERT INTO domain_events (type, payload, channel, created_at)
  SELECT e.type, e.payload, e.channel, statement_timestamp() FROM (
    SELECT 1 AS n, p->'roundEvent'->>'type' AS type, jsonb_build_object('roundId', v_round) AS payload,
      p->'roundEvent'->>'channel' AS channel
    WHERE v_round IS NOT NULL
    UNION ALL
    SELECT 2, p->'accountEvent'->>'type',
      jsonb_build_object('playerId', p->>'playerId', 'walletAccountId', p->>'walletAccountId'),
      p->'accountEvent'->>'channel'
    WHERE v_amount > 0 OR v_ended
    UNION ALL
    SELECT 3, p->'bonusEvent'->>'type', jsonb_build_object('playerBonusId', v_bonus_id),
      p->'bonusEvent'->>'channel'
    WHERE v_bonus_active
  ) AS e ORDER BY e.n;
  IF FOUND THEN PERFORM pg_notify(p->>'notifyChannel', ''); END IF;

  v_answer := jsonb_build_object(
    'transactionId', p->>'transactionId',
    'walletTransactionId', v_claim::text,
    'balance', trim_scale(round(v_playable::numeric / (p->>'unit')::numeric, (p->>'decimals')::integer))::text,
    'currency', p->>'currency');
  UPDATE game_wallet_transactions SET answer = v_answer, ledger_transaction_id = (v_posting->>'id')::bigint
  WHERE id = v_claim;
  RETURN jsonb_build_object('answer', v_answer);
END $$;
