ALTER TABLE "studio_rounds" ADD COLUMN "freespin_id" text;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "freespin_id" uuid;--> statement-breakpoint
CREATE INDEX "game_rounds_open_freespin_idx" ON "game_rounds" USING btree ("freespin_id") WHERE "game_rounds"."status" = 'open' AND "game_rounds"."freespin_id" IS NOT NULL;
--> statement-breakpoint
-- A free-spin bet (decision 0028): it must name the player's active, unexpired free spins of the
-- session's wallet account and game, with a spin left, stake exactly their bet amount and open a round
-- of its own. Takes the spin and answers null, or answers why not and changes nothing.
CREATE OR REPLACE FUNCTION freespin_bet_refusal(p jsonb, p_amount bigint) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  f record;
BEGIN
  SELECT player_id, wallet_account_id, game_slug, status, count, used_count, bet_amount, expires_at INTO f
  FROM player_freespins WHERE id = (p->>'freespinId')::uuid FOR UPDATE;
  IF NOT FOUND OR f.player_id <> (p->>'playerId')::uuid OR f.wallet_account_id <> (p->>'walletAccountId')::uuid
    OR f.game_slug <> p->>'gameId' OR f.status <> 2
    OR (f.expires_at IS NOT NULL AND f.expires_at <= statement_timestamp()) THEN
    RETURN 'notFound';
  END IF;
  IF f.used_count >= f.count THEN RETURN 'noneLeft'; END IF;
  IF p_amount <> f.bet_amount THEN RETURN 'amount'; END IF;
  IF EXISTS (SELECT 1 FROM game_rounds
    WHERE session_id = (p->>'sessionId')::uuid AND provider_round_id = p->>'roundId') THEN
    RETURN 'sharedRound';
  END IF;
  UPDATE player_freespins SET used_count = used_count + 1, updated_at = now()
  WHERE id = (p->>'freespinId')::uuid;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The win of a settled free-spin round: added to the free spins' winnings while they are active (void
-- once they ended under the round, like a bonus share). When every spin is used and none of their
-- rounds is open they finish as played (status 3, result 2): answers whether they did.
CREATE OR REPLACE FUNCTION freespin_win(p_spins uuid, p_amount bigint) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  f record;
BEGIN
  SELECT status, count, used_count INTO f FROM player_freespins WHERE id = p_spins FOR UPDATE;
  IF NOT FOUND OR f.status <> 2 THEN RETURN false; END IF;
  IF p_amount > 0 THEN
    UPDATE player_freespins SET win_amount = win_amount + p_amount, updated_at = now() WHERE id = p_spins;
  END IF;
  IF f.used_count < f.count
    OR EXISTS (SELECT 1 FROM game_rounds WHERE freespin_id = p_spins AND status = 'open') THEN
    RETURN false;
  END IF;
  UPDATE player_freespins SET status = 3, result = 2, finished_at = now(), updated_at = now()
  WHERE id = p_spins;
  RETURN true;
END $$;
--> statement-breakpoint
-- A seamless-wallet bet or win in one call (decision 0018), with the active bonus (decision 0028): a bet
-- is refused over the bonus's max bet or in a game its terms restrict, takes cash first and then bonus
-- money, and counts towards wagering at its game's weight (rounded down); a win goes back to cash and
-- bonus in the round's proportion (the bonus share rounded down, the rest to cash; void when the bonus
-- has ended); the bonus ends here once its rounds are settled (player_bonus_settle). A free-spin bet
-- (p->>'freespinId') takes one spin of the player's free spins instead of money, in a round of its own
-- that counts towards no wagering; the round's wins go to the free spins' winnings (freespin_win).
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
  -- The free spins of the move: named by a bet, or those of the round a win settles.
  v_spins uuid := (p->>'freespinId')::uuid;
  v_refusal text;
  v_spins_ended boolean := false;
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
    v_refusal := CASE WHEN v_spins IS NOT NULL THEN freespin_bet_refusal(p, v_amount)
      WHEN EXISTS (SELECT 1 FROM game_rounds WHERE session_id = (p->>'sessionId')::uuid
        AND provider_round_id = p->>'roundId' AND freespin_id IS NOT NULL) THEN 'sharedRound' END;
    IF v_refusal IS NOT NULL THEN
      DELETE FROM game_wallet_transactions WHERE id = v_claim;
      RETURN jsonb_build_object('refused', 'freespinsNotPlayable', 'reason', v_refusal);
    END IF;
  END IF;

  IF v_kind = 'bet' AND v_spins IS NOT NULL THEN
    v_cash_part := 0;
  ELSIF v_kind = 'bet' THEN
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
    SELECT id, bet_minor, bonus_minor, player_bonus_id, freespin_id
    INTO v_round, v_round_bet, v_round_bonus, v_bonus_id, v_spins
    FROM game_rounds WHERE session_id = (p->>'sessionId')::uuid AND provider_round_id = p->>'roundId' FOR UPDATE;
    IF v_round_bonus > 0 AND v_round_bet > 0 THEN
      v_bonus_part := floor(v_amount::numeric * v_round_bonus / v_round_bet)::bigint;
    END IF;
    v_cash_part := CASE WHEN v_spins IS NULL THEN v_amount - v_bonus_part ELSE 0 END;
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
    IF v_spins IS NULL THEN
      UPDATE risk_turnover_wagers
      SET wagered = LEAST(required, wagered + v_amount), updated_at = now()
      WHERE wallet_account_id = (p->>'walletAccountId')::uuid AND wagered < required;
    END IF;
    IF v_bonus_active THEN
      UPDATE player_bonuses SET updated_at = now(), wagered = LEAST(required, wagered
        + floor(v_amount::numeric * coalesce((v_terms->'weights'->>(p->>'gameId'))::integer, 0) / 10000)::bigint)
      WHERE id = v_bonus_id;
    END IF;
    INSERT INTO game_rounds
      (provider_id, provider_round_id, session_id, player_id, wallet_account_id, game_slug, currency, bet_minor,
       bonus_minor, player_bonus_id, freespin_id)
    VALUES (p->>'providerId', p->>'roundId', (p->>'sessionId')::uuid, (p->>'playerId')::uuid,
      (p->>'walletAccountId')::uuid, p->>'gameId', p->>'currency', v_amount, v_bonus_part, v_bonus_id, v_spins)
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
    IF v_spins IS NOT NULL THEN v_spins_ended := freespin_win(v_spins, v_amount); END IF;
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
    WHERE (v_amount > 0 AND v_spins IS NULL) OR v_ended
    UNION ALL
    SELECT 3, p->'bonusEvent'->>'type', jsonb_build_object('playerBonusId', v_bonus_id),
      p->'bonusEvent'->>'channel'
    WHERE v_bonus_active
    UNION ALL
    SELECT 4, p->'freespinEvent'->>'type', jsonb_build_object('playerFreespinId', v_spins),
      p->'freespinEvent'->>'channel'
    WHERE v_spins IS NOT NULL AND (v_kind = 'bet' OR v_amount > 0 OR v_spins_ended)
    UNION ALL
    SELECT 5, p->>'freespinsFinishedEvent', jsonb_build_object('playerFreespinId', v_spins), NULL
    WHERE v_spins_ended
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
