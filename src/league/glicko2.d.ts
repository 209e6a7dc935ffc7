// Types for the npm package glicko2: 1.2.2 is plain CommonJS and ships none (1.2.1 had a
// glicko2.d.ts, dropped since). Only what src/league/rating.ts uses.
declare module 'glicko2' {
  namespace glicko2 {
    interface Settings {
      /** System constant: how fast volatility may change (the library's default is 0.5). */
      tau?: number;
      rating?: number;
      rd?: number;
      vol?: number;
      volatility_algorithm?: 'newprocedure' | 'newprocedure_mod' | 'oldprocedure' | 'oldprocedure_simple';
    }

    /** A player inside one Glicko2 instance; getters and setters speak the Glicko (1500-based) scale. */
    class Player {
      getRating(): number;
      setRating(rating: number): void;
      getRd(): number;
      setRd(rd: number): void;
      getVol(): number;
      setVol(vol: number): void;
    }

    class Glicko2 {
      constructor(settings?: Settings);
      /** A new player; a falsy argument means the instance's default (so 0 cannot be passed: use the setters). */
      makePlayer(rating?: number, rd?: number, vol?: number): Player;
      /**
       * One rating period: every match is [player, opponent, score of player (1, 0.5, 0)]; then
       * every player of the instance is updated (those without a match only see their RD grow).
       */
      updateRatings(matches: [Player, Player, number][]): void;
    }
  }
  export = glicko2;
}
