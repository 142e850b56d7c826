package pgntool

// Package variants imports every game plugin of pgntool (chess, xiangqi,
// C'escacs), and each registers itself with package pgn in its init
// function: importing this package is enough for pgn.ChooseVariant,
// pgn.LookupVariant and pgn.VariantForFile to know every game.
import _ "github.com/pgntool/pgntool/variants"
