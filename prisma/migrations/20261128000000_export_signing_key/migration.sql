-- Exports are signed by the bot (docs/dice.md, "Signed exports"): one Ed25519 key pair, made the
-- first time a game is exported and kept for good, so every export of this server verifies
-- against the same public key. "id" names the key's use ('export').
CREATE TABLE "SigningKey" (
    "id" TEXT NOT NULL,
    "algorithm" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "privateKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SigningKey_pkey" PRIMARY KEY ("id")
);
