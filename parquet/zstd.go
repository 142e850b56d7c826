package parquet

import (
	"sync"

	"github.com/klauspost/compress/zstd"
	"github.com/parquet-go/parquet-go/format"
)

// zstdWindow is the window of the encoders' zstd: 1 MiB, more than a
// page usually holds (pages are cut once 128 KiB of values are buffered:
// pageBufferSize), so such a page compresses as it would with any larger
// window. A page that one huge value makes larger than the window still
// decodes the same; it only compresses a little less. parquet-go's own codec
// takes zstd's default of 8 MiB, and its encoders keep a history of
// twice the window: 16 MiB each, half the heap of convert --to parquet,
// made anew each time the collector empties parquet-go's pool of
// encoders.
const zstdWindow = 1 << 20

// zstdCodec is the zstd compression of an Encoder's tables: parquet-go's
// settings (default level, no checksum, one goroutine) with a smaller
// window, and one encoder kept for the codec's life instead of a pool.
// Its lock makes it safe for concurrent use, though an Encoder's writers
// take turns.
type zstdCodec struct {
	mu  sync.Mutex
	enc *zstd.Encoder
}

// String is part of compress.Codec.
func (c *zstdCodec) String() string { return "ZSTD" }

// CompressionCodec is part of compress.Codec.
func (c *zstdCodec) CompressionCodec() format.CompressionCodec { return format.Zstd }

// Encode is part of compress.Codec: it compresses src as one zstd frame.
func (c *zstdCodec) Encode(dst, src []byte) ([]byte, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.enc == nil {
		enc, err := zstd.NewWriter(nil,
			zstd.WithEncoderConcurrency(1),
			zstd.WithEncoderLevel(zstd.SpeedDefault),
			zstd.WithZeroFrames(true),
			zstd.WithEncoderCRC(false),
			zstd.WithWindowSize(zstdWindow),
			zstd.WithLowerEncoderMem(true),
		)
		if err != nil {
			return dst, err
		}
		c.enc = enc
	}
	return c.enc.EncodeAll(src, dst[:0]), nil
}

// Decode is part of compress.Codec; the encoders never read, but a
// codec decodes what it encodes.
func (c *zstdCodec) Decode(dst, src []byte) ([]byte, error) {
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1))
	if err != nil {
		return dst, err
	}
	defer dec.Close()
	return dec.DecodeAll(src, dst[:0])
}
