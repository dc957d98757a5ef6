exports.ids = ["4214"];
exports.modules = {
71508(module) {
function r(e){var o,t,f="";if("string"==typeof e||"number"==typeof e)f+=e;else if("object"==typeof e)if(Array.isArray(e)){var n=e.length;for(o=0;o<n;o++)e[o]&&(t=r(e[o]))&&(f&&(f+=" "),f+=t)}else for(t in e)e[t]&&(f&&(f+=" "),f+=t);return f}function e(){for(var e,o,t=0,f="",n=arguments.length;t<n;t++)(e=arguments[t])&&(o=r(e))&&(f&&(f+=" "),f+=o);return f}module.exports=e,module.exports.clsx=e;

},
19021(module, exports, __webpack_require__) {
;(function (root, factory) {
	if (true) {
		// CommonJS
		module.exports = exports = factory();
	}
	else {}
}(this, function () {

	/*globals window, global, require*/

	/**
	 * CryptoJS core components.
	 */
	var CryptoJS = CryptoJS || (function (Math, undefined) {

	    var crypto;

	    // Native crypto from window (Browser)
	    if (typeof window !== 'undefined' && window.crypto) {
	        crypto = window.crypto;
	    }

	    // Native crypto in web worker (Browser)
	    if (typeof self !== 'undefined' && self.crypto) {
	        crypto = self.crypto;
	    }

	    // Native crypto from worker
	    if (typeof globalThis !== 'undefined' && globalThis.crypto) {
	        crypto = globalThis.crypto;
	    }

	    // Native (experimental IE 11) crypto from window (Browser)
	    if (!crypto && typeof window !== 'undefined' && window.msCrypto) {
	        crypto = window.msCrypto;
	    }

	    // Native crypto from global (NodeJS)
	    if (!crypto && typeof global !== 'undefined' && global.crypto) {
	        crypto = global.crypto;
	    }

	    // Native crypto import via require (NodeJS)
	    if (!crypto && 'function' === 'function') {
	        try {
	            crypto = __webpack_require__(76982);
	        } catch (err) {}
	    }

	    /*
	     * Cryptographically secure pseudorandom number generator
	     *
	     * As Math.random() is cryptographically not safe to use
	     */
	    var cryptoSecureRandomInt = function () {
	        if (crypto) {
	            // Use getRandomValues method (Browser)
	            if (typeof crypto.getRandomValues === 'function') {
	                try {
	                    return crypto.getRandomValues(new Uint32Array(1))[0];
	                } catch (err) {}
	            }

	            // Use randomBytes method (NodeJS)
	            if (typeof crypto.randomBytes === 'function') {
	                try {
	                    return crypto.randomBytes(4).readInt32LE();
	                } catch (err) {}
	            }
	        }

	        throw new Error('Native crypto module could not be used to get secure random number.');
	    };

	    /*
	     * Local polyfill of Object.create

	     */
	    var create = Object.create || (function () {
	        function F() {}

	        return function (obj) {
	            var subtype;

	            F.prototype = obj;

	            subtype = new F();

	            F.prototype = null;

	            return subtype;
	        };
	    }());

	    /**
	     * CryptoJS namespace.
	     */
	    var C = {};

	    /**
	     * Library namespace.
	     */
	    var C_lib = C.lib = {};

	    /**
	     * Base object for prototypal inheritance.
	     */
	    var Base = C_lib.Base = (function () {


	        return {
	            /**
	             * Creates a new object that inherits from this object.
	             *
	             * @param {Object} overrides Properties to copy into the new object.
	             *
	             * @return {Object} The new object.
	             *
	             * @static
	             *
	             * @example
	             *
	             *     var MyType = CryptoJS.lib.Base.extend({
	             *         field: 'value',
	             *
	             *         method: function () {
	             *         }
	             *     });
	             */
	            extend: function (overrides) {
	                // Spawn
	                var subtype = create(this);

	                // Augment
	                if (overrides) {
	                    subtype.mixIn(overrides);
	                }

	                // Create default initializer
	                if (!subtype.hasOwnProperty('init') || this.init === subtype.init) {
	                    subtype.init = function () {
	                        subtype.$super.init.apply(this, arguments);
	                    };
	                }

	                // Initializer's prototype is the subtype object
	                subtype.init.prototype = subtype;

	                // Reference supertype
	                subtype.$super = this;

	                return subtype;
	            },

	            /**
	             * Extends this object and runs the init method.
	             * Arguments to create() will be passed to init().
	             *
	             * @return {Object} The new object.
	             *
	             * @static
	             *
	             * @example
	             *
	             *     var instance = MyType.create();
	             */
	            create: function () {
	                var instance = this.extend();
	                instance.init.apply(instance, arguments);

	                return instance;
	            },

	            /**
	             * Initializes a newly created object.
	             * Override this method to add some logic when your objects are created.
	             *
	             * @example
	             *
	             *     var MyType = CryptoJS.lib.Base.extend({
	             *         init: function () {
	             *             // ...
	             *         }
	             *     });
	             */
	            init: function () {
	            },

	            /**
	             * Copies properties into this object.
	             *
	             * @param {Object} properties The properties to mix in.
	             *
	             * @example
	             *
	             *     MyType.mixIn({
	             *         field: 'value'
	             *     });
	             */
	            mixIn: function (properties) {
	                for (var propertyName in properties) {
	                    if (properties.hasOwnProperty(propertyName)) {
	                        this[propertyName] = properties[propertyName];
	                    }
	                }

	                // IE won't copy toString using the loop above
	                if (properties.hasOwnProperty('toString')) {
	                    this.toString = properties.toString;
	                }
	            },

	            /**
	             * Creates a copy of this object.
	             *
	             * @return {Object} The clone.
	             *
	             * @example
	             *
	             *     var clone = instance.clone();
	             */
	            clone: function () {
	                return this.init.prototype.extend(this);
	            }
	        };
	    }());

	    /**
	     * An array of 32-bit words.
	     *
	     * @property {Array} words The array of 32-bit words.
	     * @property {number} sigBytes The number of significant bytes in this word array.
	     */
	    var WordArray = C_lib.WordArray = Base.extend({
	        /**
	         * Initializes a newly created word array.
	         *
	         * @param {Array} words (Optional) An array of 32-bit words.
	         * @param {number} sigBytes (Optional) The number of significant bytes in the words.
	         *
	         * @example
	         *
	         *     var wordArray = CryptoJS.lib.WordArray.create();
	         *     var wordArray = CryptoJS.lib.WordArray.create([0x00010203, 0x04050607]);
	         *     var wordArray = CryptoJS.lib.WordArray.create([0x00010203, 0x04050607], 6);
	         */
	        init: function (words, sigBytes) {
	            words = this.words = words || [];

	            if (sigBytes != undefined) {
	                this.sigBytes = sigBytes;
	            } else {
	                this.sigBytes = words.length * 4;
	            }
	        },

	        /**
	         * Converts this word array to a string.
	         *
	         * @param {Encoder} encoder (Optional) The encoding strategy to use. Default: CryptoJS.enc.Hex
	         *
	         * @return {string} The stringified word array.
	         *
	         * @example
	         *
	         *     var string = wordArray + '';
	         *     var string = wordArray.toString();
	         *     var string = wordArray.toString(CryptoJS.enc.Utf8);
	         */
	        toString: function (encoder) {
	            return (encoder || Hex).stringify(this);
	        },

	        /**
	         * Concatenates a word array to this word array.
	         *
	         * @param {WordArray} wordArray The word array to append.
	         *
	         * @return {WordArray} This word array.
	         *
	         * @example
	         *
	         *     wordArray1.concat(wordArray2);
	         */
	        concat: function (wordArray) {
	            // Shortcuts
	            var thisWords = this.words;
	            var thatWords = wordArray.words;
	            var thisSigBytes = this.sigBytes;
	            var thatSigBytes = wordArray.sigBytes;

	            // Clamp excess bits
	            this.clamp();

	            // Concat
	            if (thisSigBytes % 4) {
	                // Copy one byte at a time
	                for (var i = 0; i < thatSigBytes; i++) {
	                    var thatByte = (thatWords[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
	                    thisWords[(thisSigBytes + i) >>> 2] |= thatByte << (24 - ((thisSigBytes + i) % 4) * 8);
	                }
	            } else {
	                // Copy one word at a time
	                for (var j = 0; j < thatSigBytes; j += 4) {
	                    thisWords[(thisSigBytes + j) >>> 2] = thatWords[j >>> 2];
	                }
	            }
	            this.sigBytes += thatSigBytes;

	            // Chainable
	            return this;
	        },

	        /**
	         * Removes insignificant bits.
	         *
	         * @example
	         *
	         *     wordArray.clamp();
	         */
	        clamp: function () {
	            // Shortcuts
	            var words = this.words;
	            var sigBytes = this.sigBytes;

	            // Clamp
	            words[sigBytes >>> 2] &= 0xffffffff << (32 - (sigBytes % 4) * 8);
	            words.length = Math.ceil(sigBytes / 4);
	        },

	        /**
	         * Creates a copy of this word array.
	         *
	         * @return {WordArray} The clone.
	         *
	         * @example
	         *
	         *     var clone = wordArray.clone();
	         */
	        clone: function () {
	            var clone = Base.clone.call(this);
	            clone.words = this.words.slice(0);

	            return clone;
	        },

	        /**
	         * Creates a word array filled with random bytes.
	         *
	         * @param {number} nBytes The number of random bytes to generate.
	         *
	         * @return {WordArray} The random word array.
	         *
	         * @static
	         *
	         * @example
	         *
	         *     var wordArray = CryptoJS.lib.WordArray.random(16);
	         */
	        random: function (nBytes) {
	            var words = [];

	            for (var i = 0; i < nBytes; i += 4) {
	                words.push(cryptoSecureRandomInt());
	            }

	            return new WordArray.init(words, nBytes);
	        }
	    });

	    /**
	     * Encoder namespace.
	     */
	    var C_enc = C.enc = {};

	    /**
	     * Hex encoding strategy.
	     */
	    var Hex = C_enc.Hex = {
	        /**
	         * Converts a word array to a hex string.
	         *
	         * @param {WordArray} wordArray The word array.
	         *
	         * @return {string} The hex string.
	         *
	         * @static
	         *
	         * @example
	         *
	         *     var hexString = CryptoJS.enc.Hex.stringify(wordArray);
	         */
	        stringify: function (wordArray) {
	            // Shortcuts
	            var words = wordArray.words;
	            var sigBytes = wordArray.sigBytes;

	            // Convert
	            var hexChars = [];
	            for (var i = 0; i < sigBytes; i++) {
	                var bite = (words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
	                hexChars.push((bite >>> 4).toString(16));
	                hexChars.push((bite & 0x0f).toString(16));
	            }

	            return hexChars.join('');
	        },

	        /**
	         * Converts a hex string to a word array.
	         *
	         * @param {string} hexStr The hex string.
	         *
	         * @return {WordArray} The word array.
	         *
	         * @static
	         *
	         * @example
	         *
	         *     var wordArray = CryptoJS.enc.Hex.parse(hexString);
	         */
	        parse: function (hexStr) {
	            // Shortcut
	            var hexStrLength = hexStr.length;

	            // Convert
	            var words = [];
	            for (var i = 0; i < hexStrLength; i += 2) {
	                words[i >>> 3] |= parseInt(hexStr.substr(i, 2), 16) << (24 - (i % 8) * 4);
	            }

	            return new WordArray.init(words, hexStrLength / 2);
	        }
	    };

	    /**
	     * Latin1 encoding strategy.
	     */
	    var Latin1 = C_enc.Latin1 = {
	        /**
	         * Converts a word array to a Latin1 string.
	         *
	         * @param {WordArray} wordArray The word array.
	         *
	         * @return {string} The Latin1 string.
	         *
	         * @static
	         *
	         * @example
	         *
	         *     var latin1String = CryptoJS.enc.Latin1.stringify(wordArray);
	         */
	        stringify: function (wordArray) {
	            // Shortcuts
	            var words = wordArray.words;
	            var sigBytes = wordArray.sigBytes;

	            // Convert
	            var latin1Chars = [];
	            for (var i = 0; i < sigBytes; i++) {
	                var bite = (words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
	                latin1Chars.push(String.fromCharCode(bite));
	            }

	            return latin1Chars.join('');
	        },

	        /**
	         * Converts a Latin1 string to a word array.
	         *
	         * @param {string} latin1Str The Latin1 string.
	         *
	         * @return {WordArray} The word array.
	         *
	         * @static
	         *
	         * @example
	         *
	         *     var wordArray = CryptoJS.enc.Latin1.parse(latin1String);
	         */
	        parse: function (latin1Str) {
	            // Shortcut
	            var latin1StrLength = latin1Str.length;

	            // Convert
	            var words = [];
	            for (var i = 0; i < latin1StrLength; i++) {
	                words[i >>> 2] |= (latin1Str.charCodeAt(i) & 0xff) << (24 - (i % 4) * 8);
	            }

	            return new WordArray.init(words, latin1StrLength);
	        }
	    };

	    /**
	     * UTF-8 encoding strategy.
	     */
	    var Utf8 = C_enc.Utf8 = {
	        /**
	         * Converts a word array to a UTF-8 string.
	         *
	         * @param {WordArray} wordArray The word array.
	         *
	         * @return {string} The UTF-8 string.
	         *
	         * @static
	         *
	         * @example
	         *
	         *     var utf8String = CryptoJS.enc.Utf8.stringify(wordArray);
	         */
	        stringify: function (wordArray) {
	            try {
	                return decodeURIComponent(escape(Latin1.stringify(wordArray)));
	            } catch (e) {
	                throw new Error('Malformed UTF-8 data');
	            }
	        },

	        /**
	         * Converts a UTF-8 string to a word array.
	         *
	         * @param {string} utf8Str The UTF-8 string.
	         *
	         * @return {WordArray} The word array.
	         *
	         * @static
	         *
	         * @example
	         *
	         *     var wordArray = CryptoJS.enc.Utf8.parse(utf8String);
	         */
	        parse: function (utf8Str) {
	            return Latin1.parse(unescape(encodeURIComponent(utf8Str)));
	        }
	    };

	    /**
	     * Abstract buffered block algorithm template.
	     *
	     * The property blockSize must be implemented in a concrete subtype.
	     *
	     * @property {number} _minBufferSize The number of blocks that should be kept unprocessed in the buffer. Default: 0
	     */
	    var BufferedBlockAlgorithm = C_lib.BufferedBlockAlgorithm = Base.extend({
	        /**
	         * Resets this block algorithm's data buffer to its initial state.
	         *
	         * @example
	         *
	         *     bufferedBlockAlgorithm.reset();
	         */
	        reset: function () {
	            // Initial values
	            this._data = new WordArray.init();
	            this._nDataBytes = 0;
	        },

	        /**
	         * Adds new data to this block algorithm's buffer.
	         *
	         * @param {WordArray|string} data The data to append. Strings are converted to a WordArray using UTF-8.
	         *
	         * @example
	         *
	         *     bufferedBlockAlgorithm._append('data');
	         *     bufferedBlockAlgorithm._append(wordArray);
	         */
	        _append: function (data) {
	            // Convert string to WordArray, else assume WordArray already
	            if (typeof data == 'string') {
	                data = Utf8.parse(data);
	            }

	            // Append
	            this._data.concat(data);
	            this._nDataBytes += data.sigBytes;
	        },

	        /**
	         * Processes available data blocks.
	         *
	         * This method invokes _doProcessBlock(offset), which must be implemented by a concrete subtype.
	         *
	         * @param {boolean} doFlush Whether all blocks and partial blocks should be processed.
	         *
	         * @return {WordArray} The processed data.
	         *
	         * @example
	         *
	         *     var processedData = bufferedBlockAlgorithm._process();
	         *     var processedData = bufferedBlockAlgorithm._process(!!'flush');
	         */
	        _process: function (doFlush) {
	            var processedWords;

	            // Shortcuts
	            var data = this._data;
	            var dataWords = data.words;
	            var dataSigBytes = data.sigBytes;
	            var blockSize = this.blockSize;
	            var blockSizeBytes = blockSize * 4;

	            // Count blocks ready
	            var nBlocksReady = dataSigBytes / blockSizeBytes;
	            if (doFlush) {
	                // Round up to include partial blocks
	                nBlocksReady = Math.ceil(nBlocksReady);
	            } else {
	                // Round down to include only full blocks,
	                // less the number of blocks that must remain in the buffer
	                nBlocksReady = Math.max((nBlocksReady | 0) - this._minBufferSize, 0);
	            }

	            // Count words ready
	            var nWordsReady = nBlocksReady * blockSize;

	            // Count bytes ready
	            var nBytesReady = Math.min(nWordsReady * 4, dataSigBytes);

	            // Process blocks
	            if (nWordsReady) {
	                for (var offset = 0; offset < nWordsReady; offset += blockSize) {
	                    // Perform concrete-algorithm logic
	                    this._doProcessBlock(dataWords, offset);
	                }

	                // Remove processed words
	                processedWords = dataWords.splice(0, nWordsReady);
	                data.sigBytes -= nBytesReady;
	            }

	            // Return processed words
	            return new WordArray.init(processedWords, nBytesReady);
	        },

	        /**
	         * Creates a copy of this object.
	         *
	         * @return {Object} The clone.
	         *
	         * @example
	         *
	         *     var clone = bufferedBlockAlgorithm.clone();
	         */
	        clone: function () {
	            var clone = Base.clone.call(this);
	            clone._data = this._data.clone();

	            return clone;
	        },

	        _minBufferSize: 0
	    });

	    /**
	     * Abstract hasher template.
	     *
	     * @property {number} blockSize The number of 32-bit words this hasher operates on. Default: 16 (512 bits)
	     */
	    var Hasher = C_lib.Hasher = BufferedBlockAlgorithm.extend({
	        /**
	         * Configuration options.
	         */
	        cfg: Base.extend(),

	        /**
	         * Initializes a newly created hasher.
	         *
	         * @param {Object} cfg (Optional) The configuration options to use for this hash computation.
	         *
	         * @example
	         *
	         *     var hasher = CryptoJS.algo.SHA256.create();
	         */
	        init: function (cfg) {
	            // Apply config defaults
	            this.cfg = this.cfg.extend(cfg);

	            // Set initial values
	            this.reset();
	        },

	        /**
	         * Resets this hasher to its initial state.
	         *
	         * @example
	         *
	         *     hasher.reset();
	         */
	        reset: function () {
	            // Reset data buffer
	            BufferedBlockAlgorithm.reset.call(this);

	            // Perform concrete-hasher logic
	            this._doReset();
	        },

	        /**
	         * Updates this hasher with a message.
	         *
	         * @param {WordArray|string} messageUpdate The message to append.
	         *
	         * @return {Hasher} This hasher.
	         *
	         * @example
	         *
	         *     hasher.update('message');
	         *     hasher.update(wordArray);
	         */
	        update: function (messageUpdate) {
	            // Append
	            this._append(messageUpdate);

	            // Update the hash
	            this._process();

	            // Chainable
	            return this;
	        },

	        /**
	         * Finalizes the hash computation.
	         * Note that the finalize operation is effectively a destructive, read-once operation.
	         *
	         * @param {WordArray|string} messageUpdate (Optional) A final message update.
	         *
	         * @return {WordArray} The hash.
	         *
	         * @example
	         *
	         *     var hash = hasher.finalize();
	         *     var hash = hasher.finalize('message');
	         *     var hash = hasher.finalize(wordArray);
	         */
	        finalize: function (messageUpdate) {
	            // Final message update
	            if (messageUpdate) {
	                this._append(messageUpdate);
	            }

	            // Perform concrete-hasher logic
	            var hash = this._doFinalize();

	            return hash;
	        },

	        blockSize: 512/32,

	        /**
	         * Creates a shortcut function to a hasher's object interface.
	         *
	         * @param {Hasher} hasher The hasher to create a helper for.
	         *
	         * @return {Function} The shortcut function.
	         *
	         * @static
	         *
	         * @example
	         *
	         *     var SHA256 = CryptoJS.lib.Hasher._createHelper(CryptoJS.algo.SHA256);
	         */
	        _createHelper: function (hasher) {
	            return function (message, cfg) {
	                return new hasher.init(cfg).finalize(message);
	            };
	        },

	        /**
	         * Creates a shortcut function to the HMAC's object interface.
	         *
	         * @param {Hasher} hasher The hasher to use in this HMAC helper.
	         *
	         * @return {Function} The shortcut function.
	         *
	         * @static
	         *
	         * @example
	         *
	         *     var HmacSHA256 = CryptoJS.lib.Hasher._createHmacHelper(CryptoJS.algo.SHA256);
	         */
	        _createHmacHelper: function (hasher) {
	            return function (message, key) {
	                return new C_algo.HMAC.init(hasher, key).finalize(message);
	            };
	        }
	    });

	    /**
	     * Algorithm namespace.
	     */
	    var C_algo = C.algo = {};

	    return C;
	}(Math));


	return CryptoJS;

}));

},
45471(module, exports, __webpack_require__) {
;(function (root, factory) {
	if (true) {
		// CommonJS
		module.exports = exports = factory(__webpack_require__(19021));
	}
	else {}
}(this, function (CryptoJS) {

	(function () {
	    // Shortcuts
	    var C = CryptoJS;
	    var C_lib = C.lib;
	    var WordArray = C_lib.WordArray;
	    var Hasher = C_lib.Hasher;
	    var C_algo = C.algo;

	    // Reusable object
	    var W = [];

	    /**
	     * SHA-1 hash algorithm.
	     */
	    var SHA1 = C_algo.SHA1 = Hasher.extend({
	        _doReset: function () {
	            this._hash = new WordArray.init([
	                0x67452301, 0xefcdab89,
	                0x98badcfe, 0x10325476,
	                0xc3d2e1f0
	            ]);
	        },

	        _doProcessBlock: function (M, offset) {
	            // Shortcut
	            var H = this._hash.words;

	            // Working variables
	            var a = H[0];
	            var b = H[1];
	            var c = H[2];
	            var d = H[3];
	            var e = H[4];

	            // Computation
	            for (var i = 0; i < 80; i++) {
	                if (i < 16) {
	                    W[i] = M[offset + i] | 0;
	                } else {
	                    var n = W[i - 3] ^ W[i - 8] ^ W[i - 14] ^ W[i - 16];
	                    W[i] = (n << 1) | (n >>> 31);
	                }

	                var t = ((a << 5) | (a >>> 27)) + e + W[i];
	                if (i < 20) {
	                    t += ((b & c) | (~b & d)) + 0x5a827999;
	                } else if (i < 40) {
	                    t += (b ^ c ^ d) + 0x6ed9eba1;
	                } else if (i < 60) {
	                    t += ((b & c) | (b & d) | (c & d)) - 0x70e44324;
	                } else /* if (i < 80) */ {
	                    t += (b ^ c ^ d) - 0x359d3e2a;
	                }

	                e = d;
	                d = c;
	                c = (b << 30) | (b >>> 2);
	                b = a;
	                a = t;
	            }

	            // Intermediate hash value
	            H[0] = (H[0] + a) | 0;
	            H[1] = (H[1] + b) | 0;
	            H[2] = (H[2] + c) | 0;
	            H[3] = (H[3] + d) | 0;
	            H[4] = (H[4] + e) | 0;
	        },

	        _doFinalize: function () {
	            // Shortcuts
	            var data = this._data;
	            var dataWords = data.words;

	            var nBitsTotal = this._nDataBytes * 8;
	            var nBitsLeft = data.sigBytes * 8;

	            // Add padding
	            dataWords[nBitsLeft >>> 5] |= 0x80 << (24 - nBitsLeft % 32);
	            dataWords[(((nBitsLeft + 64) >>> 9) << 4) + 14] = Math.floor(nBitsTotal / 0x100000000);
	            dataWords[(((nBitsLeft + 64) >>> 9) << 4) + 15] = nBitsTotal;
	            data.sigBytes = dataWords.length * 4;

	            // Hash final blocks
	            this._process();

	            // Return final computed hash
	            return this._hash;
	        },

	        clone: function () {
	            var clone = Hasher.clone.call(this);
	            clone._hash = this._hash.clone();

	            return clone;
	        }
	    });

	    /**
	     * Shortcut function to the hasher's object interface.
	     *
	     * @param {WordArray|string} message The message to hash.
	     *
	     * @return {WordArray} The hash.
	     *
	     * @static
	     *
	     * @example
	     *
	     *     var hash = CryptoJS.SHA1('message');
	     *     var hash = CryptoJS.SHA1(wordArray);
	     */
	    C.SHA1 = Hasher._createHelper(SHA1);

	    /**
	     * Shortcut function to the HMAC's object interface.
	     *
	     * @param {WordArray|string} message The message to hash.
	     * @param {WordArray|string} key The secret key.
	     *
	     * @return {WordArray} The HMAC.
	     *
	     * @static
	     *
	     * @example
	     *
	     *     var hmac = CryptoJS.HmacSHA1(message, key);
	     */
	    C.HmacSHA1 = Hasher._createHmacHelper(SHA1);
	}());


	return CryptoJS.SHA1;

}));

},
69866(module) {
// Exports
module.exports = {
	"docItemContainer": `docItemContainer_jfFK`,
	"docItemCol": `docItemCol_xLCN`
};


},
72664(__unused_rspack_module, exports) {
Object.defineProperty(exports, Symbol.toStringTag, { value: "Module" });
//#region src/zlib/trees.mjs
var Z_FIXED$1 = 4;
var Z_BINARY = 0;
var Z_TEXT = 1;
var Z_UNKNOWN = 2;
function zero$1(buf) {
	let len = buf.length;
	while (--len >= 0) buf[len] = 0;
}
var STORED_BLOCK = 0;
var STATIC_TREES = 1;
var DYN_TREES = 2;
var LENGTH_CODES = 29;
var LITERALS = 256;
var L_CODES = 286;
var D_CODES = 30;
var BL_CODES = 19;
var HEAP_SIZE$1 = 573;
var MAX_BITS = 15;
var Buf_size = 16;
var MAX_BL_BITS = 7;
var END_BLOCK = 256;
var REP_3_6 = 16;
var REPZ_3_10 = 17;
var REPZ_11_138 = 18;
var extra_lbits = new Uint8Array([
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	1,
	1,
	1,
	1,
	2,
	2,
	2,
	2,
	3,
	3,
	3,
	3,
	4,
	4,
	4,
	4,
	5,
	5,
	5,
	5,
	0
]);
var extra_dbits = new Uint8Array([
	0,
	0,
	0,
	0,
	1,
	1,
	2,
	2,
	3,
	3,
	4,
	4,
	5,
	5,
	6,
	6,
	7,
	7,
	8,
	8,
	9,
	9,
	10,
	10,
	11,
	11,
	12,
	12,
	13,
	13
]);
var extra_blbits = new Uint8Array([
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	2,
	3,
	7
]);
var bl_order = new Uint8Array([
	16,
	17,
	18,
	0,
	8,
	7,
	9,
	6,
	10,
	5,
	11,
	4,
	12,
	3,
	13,
	2,
	14,
	1,
	15
]);
var DIST_CODE_LEN = 512;
var static_ltree = new Array(288 * 2);
zero$1(static_ltree);
var static_dtree = new Array(D_CODES * 2);
zero$1(static_dtree);
var _dist_code = new Array(DIST_CODE_LEN);
zero$1(_dist_code);
var _length_code = new Array(256);
zero$1(_length_code);
var base_length = new Array(LENGTH_CODES);
zero$1(base_length);
var base_dist = new Array(D_CODES);
zero$1(base_dist);
var StaticTreeDesc = class {
	constructor(static_tree, extra_bits, extra_base, elems, max_length) {
		this.static_tree = static_tree;
		this.extra_bits = extra_bits;
		this.extra_base = extra_base;
		this.elems = elems;
		this.max_length = max_length;
		this.has_stree = static_tree && static_tree.length;
	}
};
var static_l_desc;
var static_d_desc;
var static_bl_desc;
var TreeDesc = class {
	constructor(dyn_tree, stat_desc) {
		this.dyn_tree = dyn_tree;
		this.max_code = 0;
		this.stat_desc = stat_desc;
	}
};
var d_code = (dist) => {
	return dist < 256 ? _dist_code[dist] : _dist_code[256 + (dist >>> 7)];
};
var put_short = (s, w) => {
	s.pending_buf[s.pending++] = w & 255;
	s.pending_buf[s.pending++] = w >>> 8 & 255;
};
var send_bits = (s, value, length) => {
	if (s.bi_valid > Buf_size - length) {
		s.bi_buf |= value << s.bi_valid & 65535;
		put_short(s, s.bi_buf);
		s.bi_buf = value >> Buf_size - s.bi_valid;
		s.bi_valid += length - Buf_size;
	} else {
		s.bi_buf |= value << s.bi_valid & 65535;
		s.bi_valid += length;
	}
};
var send_code = (s, c, tree) => {
	send_bits(s, tree[c * 2], tree[c * 2 + 1]);
};
var bi_reverse = (code, len) => {
	let res = 0;
	do {
		res |= code & 1;
		code >>>= 1;
		res <<= 1;
	} while (--len > 0);
	return res >>> 1;
};
var bi_flush = (s) => {
	if (s.bi_valid === 16) {
		put_short(s, s.bi_buf);
		s.bi_buf = 0;
		s.bi_valid = 0;
	} else if (s.bi_valid >= 8) {
		s.pending_buf[s.pending++] = s.bi_buf & 255;
		s.bi_buf >>= 8;
		s.bi_valid -= 8;
	}
};
var gen_bitlen = (s, desc) => {
	const tree = desc.dyn_tree;
	const max_code = desc.max_code;
	const stree = desc.stat_desc.static_tree;
	const has_stree = desc.stat_desc.has_stree;
	const extra = desc.stat_desc.extra_bits;
	const base = desc.stat_desc.extra_base;
	const max_length = desc.stat_desc.max_length;
	let h;
	let n, m;
	let bits;
	let xbits;
	let f;
	let overflow = 0;
	for (bits = 0; bits <= MAX_BITS; bits++) s.bl_count[bits] = 0;
	tree[s.heap[s.heap_max] * 2 + 1] = 0;
	for (h = s.heap_max + 1; h < HEAP_SIZE$1; h++) {
		n = s.heap[h];
		bits = tree[tree[n * 2 + 1] * 2 + 1] + 1;
		if (bits > max_length) {
			bits = max_length;
			overflow++;
		}
		tree[n * 2 + 1] = bits;
		if (n > max_code) continue;
		s.bl_count[bits]++;
		xbits = 0;
		if (n >= base) xbits = extra[n - base];
		f = tree[n * 2];
		s.opt_len += f * (bits + xbits);
		if (has_stree) s.static_len += f * (stree[n * 2 + 1] + xbits);
	}
	if (overflow === 0) return;
	do {
		bits = max_length - 1;
		while (s.bl_count[bits] === 0) bits--;
		s.bl_count[bits]--;
		s.bl_count[bits + 1] += 2;
		s.bl_count[max_length]--;
		overflow -= 2;
	} while (overflow > 0);
	for (bits = max_length; bits !== 0; bits--) {
		n = s.bl_count[bits];
		while (n !== 0) {
			m = s.heap[--h];
			if (m > max_code) continue;
			if (tree[m * 2 + 1] !== bits) {
				s.opt_len += (bits - tree[m * 2 + 1]) * tree[m * 2];
				tree[m * 2 + 1] = bits;
			}
			n--;
		}
	}
};
var gen_codes = (tree, max_code, bl_count) => {
	const next_code = new Array(16);
	let code = 0;
	let bits;
	let n;
	for (bits = 1; bits <= MAX_BITS; bits++) {
		code = code + bl_count[bits - 1] << 1;
		next_code[bits] = code;
	}
	for (n = 0; n <= max_code; n++) {
		let len = tree[n * 2 + 1];
		if (len === 0) continue;
		tree[n * 2] = bi_reverse(next_code[len]++, len);
	}
};
var tr_static_init = () => {
	let n;
	let bits;
	let length;
	let code;
	let dist;
	const bl_count = new Array(16);
	length = 0;
	for (code = 0; code < LENGTH_CODES - 1; code++) {
		base_length[code] = length;
		for (n = 0; n < 1 << extra_lbits[code]; n++) _length_code[length++] = code;
	}
	_length_code[length - 1] = code;
	dist = 0;
	for (code = 0; code < 16; code++) {
		base_dist[code] = dist;
		for (n = 0; n < 1 << extra_dbits[code]; n++) _dist_code[dist++] = code;
	}
	dist >>= 7;
	for (; code < D_CODES; code++) {
		base_dist[code] = dist << 7;
		for (n = 0; n < 1 << extra_dbits[code] - 7; n++) _dist_code[256 + dist++] = code;
	}
	for (bits = 0; bits <= MAX_BITS; bits++) bl_count[bits] = 0;
	n = 0;
	while (n <= 143) {
		static_ltree[n * 2 + 1] = 8;
		n++;
		bl_count[8]++;
	}
	while (n <= 255) {
		static_ltree[n * 2 + 1] = 9;
		n++;
		bl_count[9]++;
	}
	while (n <= 279) {
		static_ltree[n * 2 + 1] = 7;
		n++;
		bl_count[7]++;
	}
	while (n <= 287) {
		static_ltree[n * 2 + 1] = 8;
		n++;
		bl_count[8]++;
	}
	gen_codes(static_ltree, 287, bl_count);
	for (n = 0; n < D_CODES; n++) {
		static_dtree[n * 2 + 1] = 5;
		static_dtree[n * 2] = bi_reverse(n, 5);
	}
	static_l_desc = new StaticTreeDesc(static_ltree, extra_lbits, 257, L_CODES, MAX_BITS);
	static_d_desc = new StaticTreeDesc(static_dtree, extra_dbits, 0, D_CODES, MAX_BITS);
	static_bl_desc = new StaticTreeDesc(new Array(0), extra_blbits, 0, BL_CODES, MAX_BL_BITS);
};
var init_block = (s) => {
	let n;
	for (n = 0; n < L_CODES; n++) s.dyn_ltree[n * 2] = 0;
	for (n = 0; n < D_CODES; n++) s.dyn_dtree[n * 2] = 0;
	for (n = 0; n < BL_CODES; n++) s.bl_tree[n * 2] = 0;
	s.dyn_ltree[END_BLOCK * 2] = 1;
	s.opt_len = s.static_len = 0;
	s.sym_next = s.matches = 0;
};
var bi_windup = (s) => {
	if (s.bi_valid > 8) put_short(s, s.bi_buf);
	else if (s.bi_valid > 0) s.pending_buf[s.pending++] = s.bi_buf;
	s.bi_buf = 0;
	s.bi_valid = 0;
};
var smaller = (tree, n, m, depth) => {
	const _n2 = n * 2;
	const _m2 = m * 2;
	return tree[_n2] < tree[_m2] || tree[_n2] === tree[_m2] && depth[n] <= depth[m];
};
var pqdownheap = (s, tree, k) => {
	const v = s.heap[k];
	let j = k << 1;
	while (j <= s.heap_len) {
		if (j < s.heap_len && smaller(tree, s.heap[j + 1], s.heap[j], s.depth)) j++;
		if (smaller(tree, v, s.heap[j], s.depth)) break;
		s.heap[k] = s.heap[j];
		k = j;
		j <<= 1;
	}
	s.heap[k] = v;
};
var compress_block = (s, ltree, dtree) => {
	let dist;
	let lc;
	let sx = 0;
	let code;
	let extra;
	if (s.sym_next !== 0) do {
		dist = s.pending_buf[s.sym_buf + sx++] & 255;
		dist += (s.pending_buf[s.sym_buf + sx++] & 255) << 8;
		lc = s.pending_buf[s.sym_buf + sx++];
		if (dist === 0) send_code(s, lc, ltree);
		else {
			code = _length_code[lc];
			send_code(s, code + LITERALS + 1, ltree);
			extra = extra_lbits[code];
			if (extra !== 0) {
				lc -= base_length[code];
				send_bits(s, lc, extra);
			}
			dist--;
			code = d_code(dist);
			send_code(s, code, dtree);
			extra = extra_dbits[code];
			if (extra !== 0) {
				dist -= base_dist[code];
				send_bits(s, dist, extra);
			}
		}
	} while (sx < s.sym_next);
	send_code(s, END_BLOCK, ltree);
};
var build_tree = (s, desc) => {
	const tree = desc.dyn_tree;
	const stree = desc.stat_desc.static_tree;
	const has_stree = desc.stat_desc.has_stree;
	const elems = desc.stat_desc.elems;
	let n, m;
	let max_code = -1;
	let node;
	s.heap_len = 0;
	s.heap_max = HEAP_SIZE$1;
	for (n = 0; n < elems; n++) if (tree[n * 2] !== 0) {
		s.heap[++s.heap_len] = max_code = n;
		s.depth[n] = 0;
	} else tree[n * 2 + 1] = 0;
	while (s.heap_len < 2) {
		node = s.heap[++s.heap_len] = max_code < 2 ? ++max_code : 0;
		tree[node * 2] = 1;
		s.depth[node] = 0;
		s.opt_len--;
		if (has_stree) s.static_len -= stree[node * 2 + 1];
	}
	desc.max_code = max_code;
	for (n = s.heap_len >> 1; n >= 1; n--) pqdownheap(s, tree, n);
	node = elems;
	do {
		/*** pqremove ***/
		n = s.heap[1];
		s.heap[1] = s.heap[s.heap_len--];
		pqdownheap(s, tree, 1);
		m = s.heap[1];
		s.heap[--s.heap_max] = n;
		s.heap[--s.heap_max] = m;
		tree[node * 2] = tree[n * 2] + tree[m * 2];
		s.depth[node] = (s.depth[n] >= s.depth[m] ? s.depth[n] : s.depth[m]) + 1;
		tree[n * 2 + 1] = tree[m * 2 + 1] = node;
		s.heap[1] = node++;
		pqdownheap(s, tree, 1);
	} while (s.heap_len >= 2);
	s.heap[--s.heap_max] = s.heap[1];
	gen_bitlen(s, desc);
	gen_codes(tree, max_code, s.bl_count);
};
var scan_tree = (s, tree, max_code) => {
	let n;
	let prevlen = -1;
	let curlen;
	let nextlen = tree[1];
	let count = 0;
	let max_count = 7;
	let min_count = 4;
	if (nextlen === 0) {
		max_count = 138;
		min_count = 3;
	}
	tree[(max_code + 1) * 2 + 1] = 65535;
	for (n = 0; n <= max_code; n++) {
		curlen = nextlen;
		nextlen = tree[(n + 1) * 2 + 1];
		if (++count < max_count && curlen === nextlen) continue;
		else if (count < min_count) s.bl_tree[curlen * 2] += count;
		else if (curlen !== 0) {
			if (curlen !== prevlen) s.bl_tree[curlen * 2]++;
			s.bl_tree[REP_3_6 * 2]++;
		} else if (count <= 10) s.bl_tree[REPZ_3_10 * 2]++;
		else s.bl_tree[REPZ_11_138 * 2]++;
		count = 0;
		prevlen = curlen;
		if (nextlen === 0) {
			max_count = 138;
			min_count = 3;
		} else if (curlen === nextlen) {
			max_count = 6;
			min_count = 3;
		} else {
			max_count = 7;
			min_count = 4;
		}
	}
};
var send_tree = (s, tree, max_code) => {
	let n;
	let prevlen = -1;
	let curlen;
	let nextlen = tree[1];
	let count = 0;
	let max_count = 7;
	let min_count = 4;
	if (nextlen === 0) {
		max_count = 138;
		min_count = 3;
	}
	for (n = 0; n <= max_code; n++) {
		curlen = nextlen;
		nextlen = tree[(n + 1) * 2 + 1];
		if (++count < max_count && curlen === nextlen) continue;
		else if (count < min_count) do
			send_code(s, curlen, s.bl_tree);
		while (--count !== 0);
		else if (curlen !== 0) {
			if (curlen !== prevlen) {
				send_code(s, curlen, s.bl_tree);
				count--;
			}
			send_code(s, REP_3_6, s.bl_tree);
			send_bits(s, count - 3, 2);
		} else if (count <= 10) {
			send_code(s, REPZ_3_10, s.bl_tree);
			send_bits(s, count - 3, 3);
		} else {
			send_code(s, REPZ_11_138, s.bl_tree);
			send_bits(s, count - 11, 7);
		}
		count = 0;
		prevlen = curlen;
		if (nextlen === 0) {
			max_count = 138;
			min_count = 3;
		} else if (curlen === nextlen) {
			max_count = 6;
			min_count = 3;
		} else {
			max_count = 7;
			min_count = 4;
		}
	}
};
var build_bl_tree = (s) => {
	let max_blindex;
	scan_tree(s, s.dyn_ltree, s.l_desc.max_code);
	scan_tree(s, s.dyn_dtree, s.d_desc.max_code);
	build_tree(s, s.bl_desc);
	for (max_blindex = BL_CODES - 1; max_blindex >= 3; max_blindex--) if (s.bl_tree[bl_order[max_blindex] * 2 + 1] !== 0) break;
	s.opt_len += 3 * (max_blindex + 1) + 5 + 5 + 4;
	return max_blindex;
};
var send_all_trees = (s, lcodes, dcodes, blcodes) => {
	let rank;
	send_bits(s, lcodes - 257, 5);
	send_bits(s, dcodes - 1, 5);
	send_bits(s, blcodes - 4, 4);
	for (rank = 0; rank < blcodes; rank++) send_bits(s, s.bl_tree[bl_order[rank] * 2 + 1], 3);
	send_tree(s, s.dyn_ltree, lcodes - 1);
	send_tree(s, s.dyn_dtree, dcodes - 1);
};
var detect_data_type = (s) => {
	let block_mask = 4093624447;
	let n;
	for (n = 0; n <= 31; n++, block_mask >>>= 1) if (block_mask & 1 && s.dyn_ltree[n * 2] !== 0) return Z_BINARY;
	if (s.dyn_ltree[18] !== 0 || s.dyn_ltree[20] !== 0 || s.dyn_ltree[26] !== 0) return Z_TEXT;
	for (n = 32; n < LITERALS; n++) if (s.dyn_ltree[n * 2] !== 0) return Z_TEXT;
	return Z_BINARY;
};
var static_init_done = false;
var _tr_init = (s) => {
	if (!static_init_done) {
		tr_static_init();
		static_init_done = true;
	}
	s.l_desc = new TreeDesc(s.dyn_ltree, static_l_desc);
	s.d_desc = new TreeDesc(s.dyn_dtree, static_d_desc);
	s.bl_desc = new TreeDesc(s.bl_tree, static_bl_desc);
	s.bi_buf = 0;
	s.bi_valid = 0;
	init_block(s);
};
var _tr_stored_block = (s, buf, stored_len, last) => {
	send_bits(s, (STORED_BLOCK << 1) + (last ? 1 : 0), 3);
	bi_windup(s);
	put_short(s, stored_len);
	put_short(s, ~stored_len);
	if (stored_len) s.pending_buf.set(s.window.subarray(buf, buf + stored_len), s.pending);
	s.pending += stored_len;
};
var _tr_align = (s) => {
	send_bits(s, STATIC_TREES << 1, 3);
	send_code(s, END_BLOCK, static_ltree);
	bi_flush(s);
};
var _tr_flush_block = (s, buf, stored_len, last) => {
	let opt_lenb, static_lenb;
	let max_blindex = 0;
	if (s.level > 0) {
		if (s.strm.data_type === Z_UNKNOWN) s.strm.data_type = detect_data_type(s);
		build_tree(s, s.l_desc);
		build_tree(s, s.d_desc);
		max_blindex = build_bl_tree(s);
		opt_lenb = s.opt_len + 3 + 7 >>> 3;
		static_lenb = s.static_len + 3 + 7 >>> 3;
		if (static_lenb <= opt_lenb || s.strategy === Z_FIXED$1) opt_lenb = static_lenb;
	} else opt_lenb = static_lenb = stored_len + 5;
	if (stored_len + 4 <= opt_lenb && buf !== -1) _tr_stored_block(s, buf, stored_len, last);
	else if (s.strategy === Z_FIXED$1 || static_lenb === opt_lenb) {
		send_bits(s, (STATIC_TREES << 1) + (last ? 1 : 0), 3);
		compress_block(s, static_ltree, static_dtree);
	} else {
		send_bits(s, (DYN_TREES << 1) + (last ? 1 : 0), 3);
		send_all_trees(s, s.l_desc.max_code + 1, s.d_desc.max_code + 1, max_blindex + 1);
		compress_block(s, s.dyn_ltree, s.dyn_dtree);
	}
	init_block(s);
	if (last) bi_windup(s);
};
var _tr_tally = (s, dist, lc) => {
	s.pending_buf[s.sym_buf + s.sym_next++] = dist;
	s.pending_buf[s.sym_buf + s.sym_next++] = dist >> 8;
	s.pending_buf[s.sym_buf + s.sym_next++] = lc;
	if (dist === 0) s.dyn_ltree[lc * 2]++;
	else {
		s.matches++;
		dist--;
		s.dyn_ltree[(_length_code[lc] + LITERALS + 1) * 2]++;
		s.dyn_dtree[d_code(dist) * 2]++;
	}
	return s.sym_next === s.sym_end;
};
//#endregion
//#region src/zlib/adler32.mjs
var adler32 = (adler, buf, len, pos) => {
	let s1 = adler & 65535 | 0, s2 = adler >>> 16 & 65535 | 0, n = 0;
	while (len !== 0) {
		n = len > 2e3 ? 2e3 : len;
		len -= n;
		do {
			s1 = s1 + buf[pos++] | 0;
			s2 = s2 + s1 | 0;
		} while (--n);
		s1 %= 65521;
		s2 %= 65521;
	}
	return s1 | s2 << 16 | 0;
};
//#endregion
//#region src/zlib/crc32.mjs
var makeTable = () => {
	const table = new Uint32Array(256 * 8);
	let c;
	for (let n = 0; n < 256; n++) {
		c = n;
		for (let k = 0; k < 8; k++) c = c & 1 ? 3988292384 ^ c >>> 1 : c >>> 1;
		table[n] = c;
	}
	for (let n = 0; n < 256; n++) {
		c = table[n];
		for (let k = 256; k < 256 * 8; k += 256) {
			c = table[c & 255] ^ c >>> 8;
			table[k + n] = c;
		}
	}
	return table;
};
var crcTable = makeTable();
var crc32 = (crc, buf, len, pos) => {
	const t = crcTable;
	const end = pos + len;
	let i = pos;
	crc ^= -1;
	for (const end8 = end - 7; i < end8; i += 8) {
		crc ^= buf[i] | buf[i + 1] << 8 | buf[i + 2] << 16 | buf[i + 3] << 24;
		crc = t[1792 + (crc & 255)] ^ t[1536 + (crc >>> 8 & 255)] ^ t[1280 + (crc >>> 16 & 255)] ^ t[1024 + (crc >>> 24)] ^ t[768 + buf[i + 4]] ^ t[512 + buf[i + 5]] ^ t[256 + buf[i + 6]] ^ t[buf[i + 7]];
	}
	for (; i < end; i++) crc = crc >>> 8 ^ t[(crc ^ buf[i]) & 255];
	return crc ^ -1;
};
//#endregion
//#region src/zlib/messages.mjs
var messages_default = {
	2: "need dictionary",
	1: "stream end",
	0: "",
	"-1": "file error",
	"-2": "stream error",
	"-3": "data error",
	"-4": "insufficient memory",
	"-5": "buffer error",
	"-6": "incompatible version"
};
//#endregion
//#region src/zlib/constants.mjs
var Z_NO_FLUSH = 0;
var Z_PARTIAL_FLUSH = 1;
var Z_SYNC_FLUSH = 2;
var Z_FULL_FLUSH = 3;
var Z_FINISH = 4;
var Z_BLOCK = 5;
var Z_TREES = 6;
var Z_OK = 0;
var Z_STREAM_END = 1;
var Z_NEED_DICT = 2;
var Z_ERRNO = -1;
var Z_STREAM_ERROR = -2;
var Z_DATA_ERROR = -3;
var Z_MEM_ERROR = -4;
var Z_BUF_ERROR = -5;
var Z_FILTERED = 1;
var Z_HUFFMAN_ONLY = 2;
var Z_RLE = 3;
var Z_FIXED = 4;
var Z_DEFAULT_STRATEGY = 0;
//#endregion
//#region src/zlib/deflate.mjs
var MAX_MEM_LEVEL = 9;
var MAX_WBITS = 15;
var DEF_MEM_LEVEL = 8;
var HEAP_SIZE = 573;
var MIN_MATCH = 3;
var MAX_MATCH = 258;
var MIN_LOOKAHEAD = 262;
var PRESET_DICT = 32;
var INIT_STATE = 42;
var GZIP_STATE = 57;
var EXTRA_STATE = 69;
var NAME_STATE = 73;
var COMMENT_STATE = 91;
var HCRC_STATE = 103;
var BUSY_STATE = 113;
var FINISH_STATE = 666;
var BS_NEED_MORE = 1;
var BS_BLOCK_DONE = 2;
var BS_FINISH_STARTED = 3;
var BS_FINISH_DONE = 4;
var OS_CODE = 3;
var err = (strm, errorCode) => {
	strm.msg = messages_default[errorCode];
	return errorCode;
};
var rank = (f) => {
	return f * 2 - (f > 4 ? 9 : 0);
};
var zero = (buf) => {
	let len = buf.length;
	while (--len >= 0) buf[len] = 0;
};
var slide_hash = (s) => {
	let n, m;
	let p;
	let wsize = s.w_size;
	n = s.hash_size;
	p = n;
	do {
		m = s.head[--p];
		s.head[p] = m >= wsize ? m - wsize : 0;
	} while (--n);
	n = wsize;
	p = n;
	do {
		m = s.prev[--p];
		s.prev[p] = m >= wsize ? m - wsize : 0;
	} while (--n);
};
var HASH = (s, prev, data) => (prev << s.hash_shift ^ data) & s.hash_mask;
var INSERT_STRING = (s, str) => {
	let h;
	if (s.legacy_hash) h = s.ins_h = HASH(s, s.ins_h, s.window[str + MIN_MATCH - 1]);
	else {
		const w = s.window;
		const value = w[str] | w[str + 1] << 8 | w[str + 2] << 16 | w[str + 3] << 24;
		h = s.ins_h = Math.imul(value, 66521) + 66521 >>> 16 & s.hash_mask;
	}
	const hash_head = s.prev[str & s.w_mask] = s.head[h];
	s.head[h] = str;
	return hash_head;
};
var flush_pending = (strm) => {
	const s = strm.state;
	let len = s.pending;
	if (len > strm.avail_out) len = strm.avail_out;
	if (len === 0) return;
	strm.output.set(s.pending_buf.subarray(s.pending_out, s.pending_out + len), strm.next_out);
	strm.next_out += len;
	s.pending_out += len;
	strm.total_out += len;
	strm.avail_out -= len;
	s.pending -= len;
	if (s.pending === 0) s.pending_out = 0;
};
var flush_block_only = (s, last) => {
	_tr_flush_block(s, s.block_start >= 0 ? s.block_start : -1, s.strstart - s.block_start, last);
	s.block_start = s.strstart;
	flush_pending(s.strm);
};
var put_byte = (s, b) => {
	s.pending_buf[s.pending++] = b;
};
var putShortMSB = (s, b) => {
	s.pending_buf[s.pending++] = b >>> 8 & 255;
	s.pending_buf[s.pending++] = b & 255;
};
var read_buf = (strm, buf, start, size) => {
	let len = strm.avail_in;
	if (len > size) len = size;
	if (len === 0) return 0;
	strm.avail_in -= len;
	buf.set(strm.input.subarray(strm.next_in, strm.next_in + len), start);
	if (strm.state.wrap === 1) strm.adler = adler32(strm.adler, buf, len, start);
	else if (strm.state.wrap === 2) strm.adler = crc32(strm.adler, buf, len, start);
	strm.next_in += len;
	strm.total_in += len;
	return len;
};
var longest_match = (s, cur_match) => {
	let chain_length = s.max_chain_length;
	let scan = s.strstart;
	let match;
	let len;
	let best_len = s.prev_length;
	let nice_match = s.nice_match;
	const limit = s.strstart > s.w_size - MIN_LOOKAHEAD ? s.strstart - (s.w_size - MIN_LOOKAHEAD) : 0;
	const _win = s.window;
	const wmask = s.w_mask;
	const prev = s.prev;
	const strend = s.strstart + MAX_MATCH;
	let scan_end1 = _win[scan + best_len - 1];
	let scan_end = _win[scan + best_len];
	if (s.prev_length >= s.good_match) chain_length >>= 2;
	if (nice_match > s.lookahead) nice_match = s.lookahead;
	do {
		match = cur_match;
		if (_win[match + best_len] !== scan_end || _win[match + best_len - 1] !== scan_end1 || _win[match] !== _win[scan] || _win[++match] !== _win[scan + 1]) continue;
		scan += 2;
		match++;
		do		;
while (_win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && _win[++scan] === _win[++match] && scan < strend);
		len = MAX_MATCH - (strend - scan);
		scan = strend - MAX_MATCH;
		if (len > best_len) {
			s.match_start = cur_match;
			best_len = len;
			if (len >= nice_match) break;
			scan_end1 = _win[scan + best_len - 1];
			scan_end = _win[scan + best_len];
		}
	} while ((cur_match = prev[cur_match & wmask]) > limit && --chain_length !== 0);
	if (best_len <= s.lookahead) return best_len;
	return s.lookahead;
};
var fill_window = (s) => {
	const _w_size = s.w_size;
	let n, more, str;
	do {
		more = s.window_size - s.lookahead - s.strstart;
		if (s.strstart >= _w_size + (_w_size - MIN_LOOKAHEAD)) {
			s.window.set(s.window.subarray(_w_size, _w_size + _w_size - more), 0);
			s.match_start -= _w_size;
			s.strstart -= _w_size;
			s.block_start -= _w_size;
			if (s.insert > s.strstart) s.insert = s.strstart;
			slide_hash(s);
			more += _w_size;
		}
		if (s.strm.avail_in === 0) break;
		n = read_buf(s.strm, s.window, s.strstart + s.lookahead, more);
		s.lookahead += n;
		if (!s.legacy_hash) {
			if (s.lookahead + s.insert > MIN_MATCH) {
				str = s.strstart - s.insert;
				while (s.insert) {
					INSERT_STRING(s, str);
					str++;
					s.insert--;
					if (s.lookahead + s.insert <= MIN_MATCH) break;
				}
			}
		} else if (s.lookahead + s.insert >= MIN_MATCH) {
			str = s.strstart - s.insert;
			s.ins_h = s.window[str];
			s.ins_h = HASH(s, s.ins_h, s.window[str + 1]);
			while (s.insert) {
				INSERT_STRING(s, str);
				str++;
				s.insert--;
				if (s.lookahead + s.insert < MIN_MATCH) break;
			}
		}
	} while (s.lookahead < MIN_LOOKAHEAD && s.strm.avail_in !== 0);
};
var deflate_stored = (s, flush) => {
	let min_block = s.pending_buf_size - 5 > s.w_size ? s.w_size : s.pending_buf_size - 5;
	let len, left, have, last = 0;
	let used = s.strm.avail_in;
	do {
		len = 65535;
		have = s.bi_valid + 42 >> 3;
		if (s.strm.avail_out < have) break;
		have = s.strm.avail_out - have;
		left = s.strstart - s.block_start;
		if (len > left + s.strm.avail_in) len = left + s.strm.avail_in;
		if (len > have) len = have;
		if (len < min_block && (len === 0 && flush !== 4 || flush === 0 || len !== left + s.strm.avail_in)) break;
		last = flush === 4 && len === left + s.strm.avail_in ? 1 : 0;
		_tr_stored_block(s, 0, 0, last);
		s.pending_buf[s.pending - 4] = len;
		s.pending_buf[s.pending - 3] = len >> 8;
		s.pending_buf[s.pending - 2] = ~len;
		s.pending_buf[s.pending - 1] = ~len >> 8;
		flush_pending(s.strm);
		if (left) {
			if (left > len) left = len;
			s.strm.output.set(s.window.subarray(s.block_start, s.block_start + left), s.strm.next_out);
			s.strm.next_out += left;
			s.strm.avail_out -= left;
			s.strm.total_out += left;
			s.block_start += left;
			len -= left;
		}
		if (len) {
			read_buf(s.strm, s.strm.output, s.strm.next_out, len);
			s.strm.next_out += len;
			s.strm.avail_out -= len;
			s.strm.total_out += len;
		}
	} while (last === 0);
	used -= s.strm.avail_in;
	if (used) {
		if (used >= s.w_size) {
			s.matches = 2;
			s.window.set(s.strm.input.subarray(s.strm.next_in - s.w_size, s.strm.next_in), 0);
			s.strstart = s.w_size;
			s.insert = s.strstart;
		} else {
			if (s.window_size - s.strstart <= used) {
				s.strstart -= s.w_size;
				s.window.set(s.window.subarray(s.w_size, s.w_size + s.strstart), 0);
				if (s.matches < 2) s.matches++;
				if (s.insert > s.strstart) s.insert = s.strstart;
			}
			s.window.set(s.strm.input.subarray(s.strm.next_in - used, s.strm.next_in), s.strstart);
			s.strstart += used;
			s.insert += used > s.w_size - s.insert ? s.w_size - s.insert : used;
		}
		s.block_start = s.strstart;
	}
	if (s.high_water < s.strstart) s.high_water = s.strstart;
	if (last) return BS_FINISH_DONE;
	if (flush !== 0 && flush !== 4 && s.strm.avail_in === 0 && s.strstart === s.block_start) return BS_BLOCK_DONE;
	have = s.window_size - s.strstart;
	if (s.strm.avail_in > have && s.block_start >= s.w_size) {
		s.block_start -= s.w_size;
		s.strstart -= s.w_size;
		s.window.set(s.window.subarray(s.w_size, s.w_size + s.strstart), 0);
		if (s.matches < 2) s.matches++;
		have += s.w_size;
		if (s.insert > s.strstart) s.insert = s.strstart;
	}
	if (have > s.strm.avail_in) have = s.strm.avail_in;
	if (have) {
		read_buf(s.strm, s.window, s.strstart, have);
		s.strstart += have;
		s.insert += have > s.w_size - s.insert ? s.w_size - s.insert : have;
	}
	if (s.high_water < s.strstart) s.high_water = s.strstart;
	have = s.bi_valid + 42 >> 3;
	have = s.pending_buf_size - have > 65535 ? 65535 : s.pending_buf_size - have;
	min_block = have > s.w_size ? s.w_size : have;
	left = s.strstart - s.block_start;
	if (left >= min_block || (left || flush === 4) && flush !== 0 && s.strm.avail_in === 0 && left <= have) {
		len = left > have ? have : left;
		last = flush === 4 && s.strm.avail_in === 0 && len === left ? 1 : 0;
		_tr_stored_block(s, s.block_start, len, last);
		s.block_start += len;
		flush_pending(s.strm);
	}
	return last ? BS_FINISH_STARTED : BS_NEED_MORE;
};
var deflate_fast = (s, flush) => {
	let hash_head;
	let bflush;
	for (;;) {
		if (s.lookahead < MIN_LOOKAHEAD) {
			fill_window(s);
			if (s.lookahead < MIN_LOOKAHEAD && flush === 0) return BS_NEED_MORE;
			if (s.lookahead === 0) break;
		}
		hash_head = 0;
		if (s.lookahead >= MIN_MATCH) hash_head = INSERT_STRING(s, s.strstart);
		if (hash_head !== 0 && s.strstart - hash_head <= s.w_size - MIN_LOOKAHEAD) s.match_length = longest_match(s, hash_head);
		if (s.match_length >= MIN_MATCH) {
			/*** _tr_tally_dist(s, s.strstart - s.match_start,
			s.match_length - MIN_MATCH, bflush); ***/
			bflush = _tr_tally(s, s.strstart - s.match_start, s.match_length - MIN_MATCH);
			s.lookahead -= s.match_length;
			if (s.match_length <= s.max_lazy_match && s.lookahead >= MIN_MATCH) {
				s.match_length--;
				do {
					s.strstart++;
					hash_head = INSERT_STRING(s, s.strstart);
				} while (--s.match_length !== 0);
				s.strstart++;
			} else {
				s.strstart += s.match_length;
				s.match_length = 0;
				if (s.legacy_hash) {
					s.ins_h = s.window[s.strstart];
					s.ins_h = HASH(s, s.ins_h, s.window[s.strstart + 1]);
				}
			}
		} else {
			/*** _tr_tally_lit(s, s.window[s.strstart], bflush); ***/
			bflush = _tr_tally(s, 0, s.window[s.strstart]);
			s.lookahead--;
			s.strstart++;
		}
		if (bflush) {
			/*** FLUSH_BLOCK(s, 0); ***/
			flush_block_only(s, false);
			if (s.strm.avail_out === 0) return BS_NEED_MORE;
		}
	}
	s.insert = s.strstart < MIN_MATCH - 1 ? s.strstart : MIN_MATCH - 1;
	if (flush === 4) {
		/*** FLUSH_BLOCK(s, 1); ***/
		flush_block_only(s, true);
		if (s.strm.avail_out === 0) return BS_FINISH_STARTED;
		return BS_FINISH_DONE;
	}
	if (s.sym_next) {
		/*** FLUSH_BLOCK(s, 0); ***/
		flush_block_only(s, false);
		if (s.strm.avail_out === 0) return BS_NEED_MORE;
	}
	return BS_BLOCK_DONE;
};
var deflate_slow = (s, flush) => {
	let hash_head;
	let bflush;
	let max_insert;
	for (;;) {
		if (s.lookahead < MIN_LOOKAHEAD) {
			fill_window(s);
			if (s.lookahead < MIN_LOOKAHEAD && flush === 0) return BS_NEED_MORE;
			if (s.lookahead === 0) break;
		}
		hash_head = 0;
		if (s.lookahead >= MIN_MATCH) hash_head = INSERT_STRING(s, s.strstart);
		s.prev_length = s.match_length;
		s.prev_match = s.match_start;
		s.match_length = MIN_MATCH - 1;
		if (hash_head !== 0 && s.prev_length < s.max_lazy_match && s.strstart - hash_head <= s.w_size - MIN_LOOKAHEAD) {
			s.match_length = longest_match(s, hash_head);
			if (s.match_length <= 5 && (s.strategy === 1 || s.match_length === MIN_MATCH && s.strstart - s.match_start > 4096)) s.match_length = MIN_MATCH - 1;
		}
		if (s.prev_length >= MIN_MATCH && s.match_length <= s.prev_length) {
			max_insert = s.strstart + s.lookahead - MIN_MATCH;
			/***_tr_tally_dist(s, s.strstart - 1 - s.prev_match,
			s.prev_length - MIN_MATCH, bflush);***/
			bflush = _tr_tally(s, s.strstart - 1 - s.prev_match, s.prev_length - MIN_MATCH);
			s.lookahead -= s.prev_length - 1;
			s.prev_length -= 2;
			do
				if (++s.strstart <= max_insert) hash_head = INSERT_STRING(s, s.strstart);
			while (--s.prev_length !== 0);
			s.match_available = 0;
			s.match_length = MIN_MATCH - 1;
			s.strstart++;
			if (bflush) {
				/*** FLUSH_BLOCK(s, 0); ***/
				flush_block_only(s, false);
				if (s.strm.avail_out === 0) return BS_NEED_MORE;
			}
		} else if (s.match_available) {
			/*** _tr_tally_lit(s, s.window[s.strstart-1], bflush); ***/
			bflush = _tr_tally(s, 0, s.window[s.strstart - 1]);
			if (bflush)
 /*** FLUSH_BLOCK_ONLY(s, 0) ***/
			flush_block_only(s, false);
			s.strstart++;
			s.lookahead--;
			if (s.strm.avail_out === 0) return BS_NEED_MORE;
		} else {
			s.match_available = 1;
			s.strstart++;
			s.lookahead--;
		}
	}
	if (s.match_available) {
		/*** _tr_tally_lit(s, s.window[s.strstart-1], bflush); ***/
		bflush = _tr_tally(s, 0, s.window[s.strstart - 1]);
		s.match_available = 0;
	}
	s.insert = s.strstart < MIN_MATCH - 1 ? s.strstart : MIN_MATCH - 1;
	if (flush === 4) {
		/*** FLUSH_BLOCK(s, 1); ***/
		flush_block_only(s, true);
		if (s.strm.avail_out === 0) return BS_FINISH_STARTED;
		return BS_FINISH_DONE;
	}
	if (s.sym_next) {
		/*** FLUSH_BLOCK(s, 0); ***/
		flush_block_only(s, false);
		if (s.strm.avail_out === 0) return BS_NEED_MORE;
	}
	return BS_BLOCK_DONE;
};
var deflate_rle = (s, flush) => {
	let bflush;
	let prev;
	let scan, strend;
	const _win = s.window;
	for (;;) {
		if (s.lookahead <= MAX_MATCH) {
			fill_window(s);
			if (s.lookahead <= MAX_MATCH && flush === 0) return BS_NEED_MORE;
			if (s.lookahead === 0) break;
		}
		s.match_length = 0;
		if (s.lookahead >= MIN_MATCH && s.strstart > 0) {
			scan = s.strstart - 1;
			prev = _win[scan];
			if (prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan]) {
				strend = s.strstart + MAX_MATCH;
				do				;
while (prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan] && scan < strend);
				s.match_length = MAX_MATCH - (strend - scan);
				if (s.match_length > s.lookahead) s.match_length = s.lookahead;
			}
		}
		if (s.match_length >= MIN_MATCH) {
			/*** _tr_tally_dist(s, 1, s.match_length - MIN_MATCH, bflush); ***/
			bflush = _tr_tally(s, 1, s.match_length - MIN_MATCH);
			s.lookahead -= s.match_length;
			s.strstart += s.match_length;
			s.match_length = 0;
		} else {
			/*** _tr_tally_lit(s, s.window[s.strstart], bflush); ***/
			bflush = _tr_tally(s, 0, s.window[s.strstart]);
			s.lookahead--;
			s.strstart++;
		}
		if (bflush) {
			/*** FLUSH_BLOCK(s, 0); ***/
			flush_block_only(s, false);
			if (s.strm.avail_out === 0) return BS_NEED_MORE;
		}
	}
	s.insert = 0;
	if (flush === 4) {
		/*** FLUSH_BLOCK(s, 1); ***/
		flush_block_only(s, true);
		if (s.strm.avail_out === 0) return BS_FINISH_STARTED;
		return BS_FINISH_DONE;
	}
	if (s.sym_next) {
		/*** FLUSH_BLOCK(s, 0); ***/
		flush_block_only(s, false);
		if (s.strm.avail_out === 0) return BS_NEED_MORE;
	}
	return BS_BLOCK_DONE;
};
var deflate_huff = (s, flush) => {
	let bflush;
	for (;;) {
		if (s.lookahead === 0) {
			fill_window(s);
			if (s.lookahead === 0) {
				if (flush === 0) return BS_NEED_MORE;
				break;
			}
		}
		s.match_length = 0;
		/*** _tr_tally_lit(s, s.window[s.strstart], bflush); ***/
		bflush = _tr_tally(s, 0, s.window[s.strstart]);
		s.lookahead--;
		s.strstart++;
		if (bflush) {
			/*** FLUSH_BLOCK(s, 0); ***/
			flush_block_only(s, false);
			if (s.strm.avail_out === 0) return BS_NEED_MORE;
		}
	}
	s.insert = 0;
	if (flush === 4) {
		/*** FLUSH_BLOCK(s, 1); ***/
		flush_block_only(s, true);
		if (s.strm.avail_out === 0) return BS_FINISH_STARTED;
		return BS_FINISH_DONE;
	}
	if (s.sym_next) {
		/*** FLUSH_BLOCK(s, 0); ***/
		flush_block_only(s, false);
		if (s.strm.avail_out === 0) return BS_NEED_MORE;
	}
	return BS_BLOCK_DONE;
};
var Config = class {
	constructor(good_length, max_lazy, nice_length, max_chain, func) {
		this.good_length = good_length;
		this.max_lazy = max_lazy;
		this.nice_length = nice_length;
		this.max_chain = max_chain;
		this.func = func;
	}
};
var configuration_table = [
	new Config(0, 0, 0, 0, deflate_stored),
	new Config(4, 4, 8, 4, deflate_fast),
	new Config(4, 5, 16, 8, deflate_fast),
	new Config(4, 6, 32, 32, deflate_fast),
	new Config(4, 4, 16, 16, deflate_slow),
	new Config(8, 16, 32, 32, deflate_slow),
	new Config(8, 16, 128, 128, deflate_slow),
	new Config(8, 32, 128, 256, deflate_slow),
	new Config(32, 128, 258, 1024, deflate_slow),
	new Config(32, 258, 258, 4096, deflate_slow)
];
var lm_init = (s) => {
	s.window_size = 2 * s.w_size;
	/*** CLEAR_HASH(s); ***/
	zero(s.head);
	s.max_lazy_match = configuration_table[s.level].max_lazy;
	s.good_match = configuration_table[s.level].good_length;
	s.nice_match = configuration_table[s.level].nice_length;
	s.max_chain_length = configuration_table[s.level].max_chain;
	s.strstart = 0;
	s.block_start = 0;
	s.lookahead = 0;
	s.insert = 0;
	s.match_length = s.prev_length = MIN_MATCH - 1;
	s.match_available = 0;
	s.ins_h = 0;
};
var DeflateState = class {
	constructor() {
		this.strm = null;
		this.status = 0;
		this.pending_buf = null;
		this.pending_buf_size = 0;
		this.pending_out = 0;
		this.pending = 0;
		this.wrap = 0;
		this.gzhead = null;
		this.gzindex = 0;
		this.method = 8;
		this.last_flush = -1;
		this.w_size = 0;
		this.w_bits = 0;
		this.w_mask = 0;
		this.window = null;
		this.window_size = 0;
		this.prev = null;
		this.head = null;
		this.ins_h = 0;
		this.legacy_hash = 0;
		this.hash_size = 0;
		this.hash_bits = 0;
		this.hash_mask = 0;
		this.hash_shift = 0;
		this.block_start = 0;
		this.match_length = 0;
		this.prev_match = 0;
		this.match_available = 0;
		this.strstart = 0;
		this.match_start = 0;
		this.lookahead = 0;
		this.prev_length = 0;
		this.max_chain_length = 0;
		this.max_lazy_match = 0;
		this.level = 0;
		this.strategy = 0;
		this.good_match = 0;
		this.nice_match = 0;
		this.dyn_ltree = new Uint16Array(HEAP_SIZE * 2);
		this.dyn_dtree = /* @__PURE__ */ new Uint16Array(122);
		this.bl_tree = /* @__PURE__ */ new Uint16Array(78);
		zero(this.dyn_ltree);
		zero(this.dyn_dtree);
		zero(this.bl_tree);
		this.l_desc = null;
		this.d_desc = null;
		this.bl_desc = null;
		this.bl_count = /* @__PURE__ */ new Uint16Array(16);
		this.heap = /* @__PURE__ */ new Uint16Array(573);
		zero(this.heap);
		this.heap_len = 0;
		this.heap_max = 0;
		this.depth = /* @__PURE__ */ new Uint16Array(573);
		zero(this.depth);
		this.sym_buf = 0;
		this.lit_bufsize = 0;
		this.sym_next = 0;
		this.sym_end = 0;
		this.opt_len = 0;
		this.static_len = 0;
		this.matches = 0;
		this.insert = 0;
		this.bi_buf = 0;
		this.bi_valid = 0;
	}
};
var deflateStateCheck = (strm) => {
	if (!strm) return 1;
	const s = strm.state;
	if (!s || s.strm !== strm || s.status !== INIT_STATE && s.status !== GZIP_STATE && s.status !== EXTRA_STATE && s.status !== NAME_STATE && s.status !== COMMENT_STATE && s.status !== HCRC_STATE && s.status !== BUSY_STATE && s.status !== FINISH_STATE) return 1;
	return 0;
};
var deflateResetKeep = (strm) => {
	if (deflateStateCheck(strm)) return err(strm, -2);
	strm.total_in = strm.total_out = 0;
	strm.data_type = 2;
	const s = strm.state;
	s.pending = 0;
	s.pending_out = 0;
	if (s.wrap < 0) s.wrap = -s.wrap;
	s.status = s.wrap === 2 ? GZIP_STATE : s.wrap ? INIT_STATE : BUSY_STATE;
	strm.adler = s.wrap === 2 ? 0 : 1;
	s.last_flush = -2;
	_tr_init(s);
	return 0;
};
var deflateReset = (strm) => {
	const ret = deflateResetKeep(strm);
	if (ret === 0) lm_init(strm.state);
	return ret;
};
var deflateSetHeader = (strm, head) => {
	if (deflateStateCheck(strm) || strm.state.wrap !== 2) return -2;
	strm.state.gzhead = head;
	return 0;
};
var deflateInit2 = (strm, level, method, windowBits, memLevel, strategy, legacyHash) => {
	if (!strm) return -2;
	let wrap = 1;
	if (level === -1) level = 6;
	if (windowBits < 0) {
		wrap = 0;
		windowBits = -windowBits;
	} else if (windowBits > 15) {
		wrap = 2;
		windowBits -= 16;
	}
	if (memLevel < 1 || memLevel > MAX_MEM_LEVEL || method !== 8 || windowBits < 8 || windowBits > 15 || level < 0 || level > 9 || strategy < 0 || strategy > 4 || windowBits === 8 && wrap !== 1) return err(strm, -2);
	if (windowBits === 8) windowBits = 9;
	const s = new DeflateState();
	strm.state = s;
	s.strm = strm;
	s.status = INIT_STATE;
	s.wrap = wrap;
	s.gzhead = null;
	s.w_bits = windowBits;
	s.w_size = 1 << s.w_bits;
	s.w_mask = s.w_size - 1;
	s.legacy_hash = legacyHash ? 1 : 0;
	s.hash_bits = memLevel + 7;
	if (!s.legacy_hash && s.hash_bits < 15) s.hash_bits = 15;
	s.hash_size = 1 << s.hash_bits;
	s.hash_mask = s.hash_size - 1;
	s.hash_shift = ~~((s.hash_bits + MIN_MATCH - 1) / MIN_MATCH);
	s.window = new Uint8Array(s.w_size * 2);
	s.head = new Uint16Array(s.hash_size);
	s.prev = new Uint16Array(s.w_size);
	s.lit_bufsize = 1 << memLevel + 6;
	s.pending_buf_size = s.lit_bufsize * 4;
	s.pending_buf = new Uint8Array(s.pending_buf_size);
	s.sym_buf = s.lit_bufsize;
	s.sym_end = (s.lit_bufsize - 1) * 3;
	s.level = level;
	s.strategy = strategy;
	s.method = method;
	return deflateReset(strm);
};
var deflateInit = (strm, level) => {
	return deflateInit2(strm, level, 8, MAX_WBITS, DEF_MEM_LEVEL, 0);
};
var deflate$1 = (strm, flush) => {
	if (deflateStateCheck(strm) || flush > 5 || flush < 0) return strm ? err(strm, -2) : -2;
	const s = strm.state;
	if (!strm.output || strm.avail_in !== 0 && !strm.input || s.status === FINISH_STATE && flush !== 4) return err(strm, strm.avail_out === 0 ? -5 : -2);
	const old_flush = s.last_flush;
	s.last_flush = flush;
	if (s.pending !== 0) {
		flush_pending(strm);
		if (strm.avail_out === 0) {
			s.last_flush = -1;
			return 0;
		}
	} else if (strm.avail_in === 0 && rank(flush) <= rank(old_flush) && flush !== 4) return err(strm, -5);
	if (s.status === FINISH_STATE && strm.avail_in !== 0) return err(strm, -5);
	if (s.status === INIT_STATE && s.wrap === 0) s.status = BUSY_STATE;
	if (s.status === INIT_STATE) {
		let header = 8 + (s.w_bits - 8 << 4) << 8;
		let level_flags = -1;
		if (s.strategy >= 2 || s.level < 2) level_flags = 0;
		else if (s.level < 6) level_flags = 1;
		else if (s.level === 6) level_flags = 2;
		else level_flags = 3;
		header |= level_flags << 6;
		if (s.strstart !== 0) header |= PRESET_DICT;
		header += 31 - header % 31;
		putShortMSB(s, header);
		if (s.strstart !== 0) {
			putShortMSB(s, strm.adler >>> 16);
			putShortMSB(s, strm.adler & 65535);
		}
		strm.adler = 1;
		s.status = BUSY_STATE;
		flush_pending(strm);
		if (s.pending !== 0) {
			s.last_flush = -1;
			return 0;
		}
	}
	if (s.status === GZIP_STATE) {
		strm.adler = 0;
		put_byte(s, 31);
		put_byte(s, 139);
		put_byte(s, 8);
		if (!s.gzhead) {
			put_byte(s, 0);
			put_byte(s, 0);
			put_byte(s, 0);
			put_byte(s, 0);
			put_byte(s, 0);
			put_byte(s, s.level === 9 ? 2 : s.strategy >= 2 || s.level < 2 ? 4 : 0);
			put_byte(s, OS_CODE);
			s.status = BUSY_STATE;
			flush_pending(strm);
			if (s.pending !== 0) {
				s.last_flush = -1;
				return 0;
			}
		} else {
			put_byte(s, (s.gzhead.text ? 1 : 0) + (s.gzhead.hcrc ? 2 : 0) + (!s.gzhead.extra ? 0 : 4) + (!s.gzhead.name ? 0 : 8) + (!s.gzhead.comment ? 0 : 16));
			put_byte(s, s.gzhead.time & 255);
			put_byte(s, s.gzhead.time >> 8 & 255);
			put_byte(s, s.gzhead.time >> 16 & 255);
			put_byte(s, s.gzhead.time >> 24 & 255);
			put_byte(s, s.level === 9 ? 2 : s.strategy >= 2 || s.level < 2 ? 4 : 0);
			put_byte(s, s.gzhead.os & 255);
			if (s.gzhead.extra && s.gzhead.extra.length) {
				put_byte(s, s.gzhead.extra.length & 255);
				put_byte(s, s.gzhead.extra.length >> 8 & 255);
			}
			if (s.gzhead.hcrc) strm.adler = crc32(strm.adler, s.pending_buf, s.pending, 0);
			s.gzindex = 0;
			s.status = EXTRA_STATE;
		}
	}
	if (s.status === EXTRA_STATE) {
		if (s.gzhead.extra) {
			let beg = s.pending;
			let left = (s.gzhead.extra.length & 65535) - s.gzindex;
			while (s.pending + left > s.pending_buf_size) {
				let copy = s.pending_buf_size - s.pending;
				s.pending_buf.set(s.gzhead.extra.subarray(s.gzindex, s.gzindex + copy), s.pending);
				s.pending = s.pending_buf_size;
				if (s.gzhead.hcrc && s.pending > beg) strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
				s.gzindex += copy;
				flush_pending(strm);
				if (s.pending !== 0) {
					s.last_flush = -1;
					return 0;
				}
				beg = 0;
				left -= copy;
			}
			let gzhead_extra = new Uint8Array(s.gzhead.extra);
			s.pending_buf.set(gzhead_extra.subarray(s.gzindex, s.gzindex + left), s.pending);
			s.pending += left;
			if (s.gzhead.hcrc && s.pending > beg) strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
			s.gzindex = 0;
		}
		s.status = NAME_STATE;
	}
	if (s.status === NAME_STATE) {
		if (s.gzhead.name) {
			let beg = s.pending;
			let val;
			do {
				if (s.pending === s.pending_buf_size) {
					if (s.gzhead.hcrc && s.pending > beg) strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
					flush_pending(strm);
					if (s.pending !== 0) {
						s.last_flush = -1;
						return 0;
					}
					beg = 0;
				}
				if (s.gzindex < s.gzhead.name.length) val = s.gzhead.name.charCodeAt(s.gzindex++) & 255;
				else val = 0;
				put_byte(s, val);
			} while (val !== 0);
			if (s.gzhead.hcrc && s.pending > beg) strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
			s.gzindex = 0;
		}
		s.status = COMMENT_STATE;
	}
	if (s.status === COMMENT_STATE) {
		if (s.gzhead.comment) {
			let beg = s.pending;
			let val;
			do {
				if (s.pending === s.pending_buf_size) {
					if (s.gzhead.hcrc && s.pending > beg) strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
					flush_pending(strm);
					if (s.pending !== 0) {
						s.last_flush = -1;
						return 0;
					}
					beg = 0;
				}
				if (s.gzindex < s.gzhead.comment.length) val = s.gzhead.comment.charCodeAt(s.gzindex++) & 255;
				else val = 0;
				put_byte(s, val);
			} while (val !== 0);
			if (s.gzhead.hcrc && s.pending > beg) strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
		}
		s.status = HCRC_STATE;
	}
	if (s.status === HCRC_STATE) {
		if (s.gzhead.hcrc) {
			if (s.pending + 2 > s.pending_buf_size) {
				flush_pending(strm);
				if (s.pending !== 0) {
					s.last_flush = -1;
					return 0;
				}
			}
			put_byte(s, strm.adler & 255);
			put_byte(s, strm.adler >> 8 & 255);
			strm.adler = 0;
		}
		s.status = BUSY_STATE;
		flush_pending(strm);
		if (s.pending !== 0) {
			s.last_flush = -1;
			return 0;
		}
	}
	if (strm.avail_in !== 0 || s.lookahead !== 0 || flush !== 0 && s.status !== FINISH_STATE) {
		let bstate = s.level === 0 ? deflate_stored(s, flush) : s.strategy === 2 ? deflate_huff(s, flush) : s.strategy === 3 ? deflate_rle(s, flush) : configuration_table[s.level].func(s, flush);
		if (bstate === BS_FINISH_STARTED || bstate === BS_FINISH_DONE) s.status = FINISH_STATE;
		if (bstate === BS_NEED_MORE || bstate === BS_FINISH_STARTED) {
			if (strm.avail_out === 0) s.last_flush = -1;
			return 0;
		}
		if (bstate === BS_BLOCK_DONE) {
			if (flush === 1) _tr_align(s);
			else if (flush !== 5) {
				_tr_stored_block(s, 0, 0, false);
				if (flush === 3) {
					/*** CLEAR_HASH(s); ***/ zero(s.head);
					if (s.lookahead === 0) {
						s.strstart = 0;
						s.block_start = 0;
						s.insert = 0;
					}
				}
			}
			flush_pending(strm);
			if (strm.avail_out === 0) {
				s.last_flush = -1;
				return 0;
			}
		}
	}
	if (flush !== 4) return 0;
	if (s.wrap <= 0) return 1;
	if (s.wrap === 2) {
		put_byte(s, strm.adler & 255);
		put_byte(s, strm.adler >> 8 & 255);
		put_byte(s, strm.adler >> 16 & 255);
		put_byte(s, strm.adler >> 24 & 255);
		put_byte(s, strm.total_in & 255);
		put_byte(s, strm.total_in >> 8 & 255);
		put_byte(s, strm.total_in >> 16 & 255);
		put_byte(s, strm.total_in >> 24 & 255);
	} else {
		putShortMSB(s, strm.adler >>> 16);
		putShortMSB(s, strm.adler & 65535);
	}
	flush_pending(strm);
	if (s.wrap > 0) s.wrap = -s.wrap;
	return s.pending !== 0 ? 0 : 1;
};
var deflateEnd = (strm) => {
	if (deflateStateCheck(strm)) return -2;
	const status = strm.state.status;
	strm.state = null;
	return status === BUSY_STATE ? err(strm, -3) : 0;
};
var deflateSetDictionary = (strm, dictionary) => {
	let dictLength = dictionary.length;
	if (deflateStateCheck(strm)) return -2;
	const s = strm.state;
	const wrap = s.wrap;
	if (wrap === 2 || wrap === 1 && s.status !== INIT_STATE || s.lookahead) return -2;
	if (wrap === 1) strm.adler = adler32(strm.adler, dictionary, dictLength, 0);
	s.wrap = 0;
	if (dictLength >= s.w_size) {
		if (wrap === 0) {
			/*** CLEAR_HASH(s); ***/
			zero(s.head);
			s.strstart = 0;
			s.block_start = 0;
			s.insert = 0;
		}
		let tmpDict = new Uint8Array(s.w_size);
		tmpDict.set(dictionary.subarray(dictLength - s.w_size, dictLength), 0);
		dictionary = tmpDict;
		dictLength = s.w_size;
	}
	const avail = strm.avail_in;
	const next = strm.next_in;
	const input = strm.input;
	strm.avail_in = dictLength;
	strm.next_in = 0;
	strm.input = dictionary;
	fill_window(s);
	while (s.lookahead >= MIN_MATCH) {
		let str = s.strstart;
		let n = s.lookahead - (MIN_MATCH - 1);
		do {
			INSERT_STRING(s, str);
			str++;
		} while (--n);
		s.strstart = str;
		s.lookahead = MIN_MATCH - 1;
		fill_window(s);
	}
	s.strstart += s.lookahead;
	s.block_start = s.strstart;
	s.insert = s.lookahead;
	s.lookahead = 0;
	s.match_length = s.prev_length = MIN_MATCH - 1;
	s.match_available = 0;
	strm.next_in = next;
	strm.input = input;
	strm.avail_in = avail;
	s.wrap = wrap;
	return 0;
};
//#endregion
//#region src/zlib/inffast.mjs
var BAD$1 = 16209;
var TYPE$1 = 16191;
function inflate_fast(strm, start) {
	let _in;
	let last;
	let _out;
	let beg;
	let end;
	let dmax;
	let wsize;
	let whave;
	let wnext;
	let s_window;
	let hold;
	let bits;
	let lcode;
	let dcode;
	let lmask;
	let dmask;
	let here;
	let op;
	let len;
	let dist;
	let from;
	let from_source;
	let input, output;
	const state = strm.state;
	_in = strm.next_in;
	input = strm.input;
	last = _in + (strm.avail_in - 5);
	_out = strm.next_out;
	output = strm.output;
	beg = _out - (start - strm.avail_out);
	end = _out + (strm.avail_out - 257);
	dmax = state.dmax;
	wsize = state.wsize;
	whave = state.whave;
	wnext = state.wnext;
	s_window = state.window;
	hold = state.hold;
	bits = state.bits;
	lcode = state.lencode;
	dcode = state.distcode;
	lmask = (1 << state.lenbits) - 1;
	dmask = (1 << state.distbits) - 1;
	top: do {
		if (bits < 15) {
			hold += input[_in++] << bits;
			bits += 8;
			hold += input[_in++] << bits;
			bits += 8;
		}
		here = lcode[hold & lmask];
		dolen: for (;;) {
			op = here >>> 24;
			hold >>>= op;
			bits -= op;
			op = here >>> 16 & 255;
			if (op === 0) output[_out++] = here & 65535;
			else if (op & 16) {
				len = here & 65535;
				op &= 15;
				if (op) {
					if (bits < op) {
						hold += input[_in++] << bits;
						bits += 8;
					}
					len += hold & (1 << op) - 1;
					hold >>>= op;
					bits -= op;
				}
				if (bits < 15) {
					hold += input[_in++] << bits;
					bits += 8;
					hold += input[_in++] << bits;
					bits += 8;
				}
				here = dcode[hold & dmask];
				dodist: for (;;) {
					op = here >>> 24;
					hold >>>= op;
					bits -= op;
					op = here >>> 16 & 255;
					if (op & 16) {
						dist = here & 65535;
						op &= 15;
						if (bits < op) {
							hold += input[_in++] << bits;
							bits += 8;
							if (bits < op) {
								hold += input[_in++] << bits;
								bits += 8;
							}
						}
						dist += hold & (1 << op) - 1;
						if (dist > dmax) {
							strm.msg = "invalid distance too far back";
							state.mode = BAD$1;
							break top;
						}
						hold >>>= op;
						bits -= op;
						op = _out - beg;
						if (dist > op) {
							op = dist - op;
							if (op > whave) {
								if (state.sane) {
									strm.msg = "invalid distance too far back";
									state.mode = BAD$1;
									break top;
								}
							}
							from = 0;
							from_source = s_window;
							if (wnext === 0) {
								from += wsize - op;
								if (op < len) {
									len -= op;
									do
										output[_out++] = s_window[from++];
									while (--op);
									from = _out - dist;
									from_source = output;
								}
							} else if (wnext < op) {
								from += wsize + wnext - op;
								op -= wnext;
								if (op < len) {
									len -= op;
									do
										output[_out++] = s_window[from++];
									while (--op);
									from = 0;
									if (wnext < len) {
										op = wnext;
										len -= op;
										do
											output[_out++] = s_window[from++];
										while (--op);
										from = _out - dist;
										from_source = output;
									}
								}
							} else {
								from += wnext - op;
								if (op < len) {
									len -= op;
									do
										output[_out++] = s_window[from++];
									while (--op);
									from = _out - dist;
									from_source = output;
								}
							}
							while (len > 2) {
								output[_out++] = from_source[from++];
								output[_out++] = from_source[from++];
								output[_out++] = from_source[from++];
								len -= 3;
							}
							if (len) {
								output[_out++] = from_source[from++];
								if (len > 1) output[_out++] = from_source[from++];
							}
						} else {
							from = _out - dist;
							do {
								output[_out++] = output[from++];
								output[_out++] = output[from++];
								output[_out++] = output[from++];
								len -= 3;
							} while (len > 2);
							if (len) {
								output[_out++] = output[from++];
								if (len > 1) output[_out++] = output[from++];
							}
						}
					} else if ((op & 64) === 0) {
						here = dcode[(here & 65535) + (hold & (1 << op) - 1)];
						continue dodist;
					} else {
						strm.msg = "invalid distance code";
						state.mode = BAD$1;
						break top;
					}
					break;
				}
			} else if ((op & 64) === 0) {
				here = lcode[(here & 65535) + (hold & (1 << op) - 1)];
				continue dolen;
			} else if (op & 32) {
				state.mode = TYPE$1;
				break top;
			} else {
				strm.msg = "invalid literal/length code";
				state.mode = BAD$1;
				break top;
			}
			break;
		}
	} while (_in < last && _out < end);
	len = bits >> 3;
	_in -= len;
	bits -= len << 3;
	hold &= (1 << bits) - 1;
	strm.next_in = _in;
	strm.next_out = _out;
	strm.avail_in = _in < last ? 5 + (last - _in) : 5 - (_in - last);
	strm.avail_out = _out < end ? 257 + (end - _out) : 257 - (_out - end);
	state.hold = hold;
	state.bits = bits;
}
//#endregion
//#region src/zlib/inftrees.mjs
var MAXBITS = 15;
var ENOUGH_LENS$1 = 852;
var ENOUGH_DISTS$1 = 592;
var CODES$1 = 0;
var LENS$1 = 1;
var DISTS$1 = 2;
var lbase = new Uint16Array([
	3,
	4,
	5,
	6,
	7,
	8,
	9,
	10,
	11,
	13,
	15,
	17,
	19,
	23,
	27,
	31,
	35,
	43,
	51,
	59,
	67,
	83,
	99,
	115,
	131,
	163,
	195,
	227,
	258,
	0,
	0
]);
var lext = new Uint8Array([
	16,
	16,
	16,
	16,
	16,
	16,
	16,
	16,
	17,
	17,
	17,
	17,
	18,
	18,
	18,
	18,
	19,
	19,
	19,
	19,
	20,
	20,
	20,
	20,
	21,
	21,
	21,
	21,
	16,
	199,
	75
]);
var dbase = new Uint16Array([
	1,
	2,
	3,
	4,
	5,
	7,
	9,
	13,
	17,
	25,
	33,
	49,
	65,
	97,
	129,
	193,
	257,
	385,
	513,
	769,
	1025,
	1537,
	2049,
	3073,
	4097,
	6145,
	8193,
	12289,
	16385,
	24577,
	0,
	0
]);
var dext = new Uint8Array([
	16,
	16,
	16,
	16,
	17,
	17,
	18,
	18,
	19,
	19,
	20,
	20,
	21,
	21,
	22,
	22,
	23,
	23,
	24,
	24,
	25,
	25,
	26,
	26,
	27,
	27,
	28,
	28,
	29,
	29,
	64,
	64
]);
var inflate_table = (type, lens, lens_index, codes, table, table_index, work, opts) => {
	const bits = opts.bits;
	let len = 0;
	let sym = 0;
	let min = 0, max = 0;
	let root = 0;
	let curr = 0;
	let drop = 0;
	let left = 0;
	let used = 0;
	let huff = 0;
	let incr;
	let fill;
	let low;
	let mask;
	let next;
	let base = null;
	let match;
	const count = /* @__PURE__ */ new Uint16Array(16);
	const offs = /* @__PURE__ */ new Uint16Array(16);
	let extra = null;
	let here_bits, here_op, here_val;
	for (len = 0; len <= MAXBITS; len++) count[len] = 0;
	for (sym = 0; sym < codes; sym++) count[lens[lens_index + sym]]++;
	root = bits;
	for (max = MAXBITS; max >= 1; max--) if (count[max] !== 0) break;
	if (root > max) root = max;
	if (max === 0) {
		table[table_index++] = 20971520;
		table[table_index++] = 20971520;
		opts.bits = 1;
		return 0;
	}
	for (min = 1; min < max; min++) if (count[min] !== 0) break;
	if (root < min) root = min;
	left = 1;
	for (len = 1; len <= MAXBITS; len++) {
		left <<= 1;
		left -= count[len];
		if (left < 0) return -1;
	}
	if (left > 0 && (type === CODES$1 || max !== 1)) return -1;
	offs[1] = 0;
	for (len = 1; len < MAXBITS; len++) offs[len + 1] = offs[len] + count[len];
	for (sym = 0; sym < codes; sym++) if (lens[lens_index + sym] !== 0) work[offs[lens[lens_index + sym]]++] = sym;
	if (type === CODES$1) {
		base = extra = work;
		match = 20;
	} else if (type === LENS$1) {
		base = lbase;
		extra = lext;
		match = 257;
	} else {
		base = dbase;
		extra = dext;
		match = 0;
	}
	huff = 0;
	sym = 0;
	len = min;
	next = table_index;
	curr = root;
	drop = 0;
	low = -1;
	used = 1 << root;
	mask = used - 1;
	if (type === LENS$1 && used > ENOUGH_LENS$1 || type === DISTS$1 && used > ENOUGH_DISTS$1) return 1;
	for (;;) {
		here_bits = len - drop;
		if (work[sym] + 1 < match) {
			here_op = 0;
			here_val = work[sym];
		} else if (work[sym] >= match) {
			here_op = extra[work[sym] - match];
			here_val = base[work[sym] - match];
		} else {
			here_op = 96;
			here_val = 0;
		}
		incr = 1 << len - drop;
		fill = 1 << curr;
		min = fill;
		do {
			fill -= incr;
			table[next + (huff >> drop) + fill] = here_bits << 24 | here_op << 16 | here_val | 0;
		} while (fill !== 0);
		incr = 1 << len - 1;
		while (huff & incr) incr >>= 1;
		if (incr !== 0) {
			huff &= incr - 1;
			huff += incr;
		} else huff = 0;
		sym++;
		if (--count[len] === 0) {
			if (len === max) break;
			len = lens[lens_index + work[sym]];
		}
		if (len > root && (huff & mask) !== low) {
			if (drop === 0) drop = root;
			next += min;
			curr = len - drop;
			left = 1 << curr;
			while (curr + drop < max) {
				left -= count[curr + drop];
				if (left <= 0) break;
				curr++;
				left <<= 1;
			}
			used += 1 << curr;
			if (type === LENS$1 && used > ENOUGH_LENS$1 || type === DISTS$1 && used > ENOUGH_DISTS$1) return 1;
			low = huff & mask;
			table[low] = root << 24 | curr << 16 | next - table_index | 0;
		}
	}
	if (huff !== 0) table[next + huff] = len - drop << 24 | 4194304;
	opts.bits = root;
	return 0;
};
//#endregion
//#region src/zlib/inflate.mjs
var CODES = 0;
var LENS = 1;
var DISTS = 2;
var HEAD = 16180;
var FLAGS = 16181;
var TIME = 16182;
var OS = 16183;
var EXLEN = 16184;
var EXTRA = 16185;
var NAME = 16186;
var COMMENT = 16187;
var HCRC = 16188;
var DICTID = 16189;
var DICT = 16190;
var TYPE = 16191;
var TYPEDO = 16192;
var STORED = 16193;
var COPY_ = 16194;
var COPY = 16195;
var TABLE = 16196;
var LENLENS = 16197;
var CODELENS = 16198;
var LEN_ = 16199;
var LEN = 16200;
var LENEXT = 16201;
var DIST = 16202;
var DISTEXT = 16203;
var MATCH = 16204;
var LIT = 16205;
var CHECK = 16206;
var LENGTH = 16207;
var DONE = 16208;
var BAD = 16209;
var MEM = 16210;
var SYNC = 16211;
var ENOUGH_LENS = 852;
var ENOUGH_DISTS = 592;
var DEF_WBITS = 15;
var zswap32 = (q) => {
	return (q >>> 24 & 255) + (q >>> 8 & 65280) + ((q & 65280) << 8) + ((q & 255) << 24);
};
var InflateState = class {
	constructor() {
		this.strm = null;
		this.mode = 0;
		this.last = false;
		this.wrap = 0;
		this.havedict = false;
		this.flags = 0;
		this.dmax = 0;
		this.check = 0;
		this.total = 0;
		this.head = null;
		this.wbits = 0;
		this.wsize = 0;
		this.whave = 0;
		this.wnext = 0;
		this.window = null;
		this.hold = 0;
		this.bits = 0;
		this.length = 0;
		this.offset = 0;
		this.extra = 0;
		this.lencode = null;
		this.distcode = null;
		this.lenbits = 0;
		this.distbits = 0;
		this.ncode = 0;
		this.nlen = 0;
		this.ndist = 0;
		this.have = 0;
		this.next = null;
		this.lens = /* @__PURE__ */ new Uint16Array(320);
		this.work = /* @__PURE__ */ new Uint16Array(288);
		this.lendyn = null;
		this.distdyn = null;
		this.sane = 0;
		this.back = 0;
		this.was = 0;
	}
};
var inflateStateCheck = (strm) => {
	if (!strm) return 1;
	const state = strm.state;
	if (!state || state.strm !== strm || state.mode < HEAD || state.mode > SYNC) return 1;
	return 0;
};
var inflateResetKeep = (strm) => {
	if (inflateStateCheck(strm)) return -2;
	const state = strm.state;
	strm.total_in = strm.total_out = state.total = 0;
	strm.msg = "";
	if (state.wrap) strm.adler = state.wrap & 1;
	state.mode = HEAD;
	state.last = 0;
	state.havedict = 0;
	state.flags = -1;
	state.dmax = 32768;
	state.head = null;
	state.hold = 0;
	state.bits = 0;
	state.lencode = state.lendyn = new Int32Array(ENOUGH_LENS);
	state.distcode = state.distdyn = new Int32Array(ENOUGH_DISTS);
	state.sane = 1;
	state.back = -1;
	return 0;
};
var inflateReset = (strm) => {
	if (inflateStateCheck(strm)) return -2;
	const state = strm.state;
	state.wsize = 0;
	state.whave = 0;
	state.wnext = 0;
	return inflateResetKeep(strm);
};
var inflateReset2 = (strm, windowBits) => {
	let wrap;
	if (inflateStateCheck(strm)) return -2;
	const state = strm.state;
	if (windowBits < 0) {
		wrap = 0;
		windowBits = -windowBits;
	} else {
		wrap = (windowBits >> 4) + 5;
		if (windowBits < 48) windowBits &= 15;
	}
	if (windowBits && (windowBits < 8 || windowBits > 15)) return -2;
	if (state.window !== null && state.wbits !== windowBits) state.window = null;
	state.wrap = wrap;
	state.wbits = windowBits;
	return inflateReset(strm);
};
var inflateInit2 = (strm, windowBits) => {
	if (!strm) return -2;
	const state = new InflateState();
	strm.state = state;
	state.strm = strm;
	state.window = null;
	state.mode = HEAD;
	const ret = inflateReset2(strm, windowBits);
	if (ret !== 0) strm.state = null;
	return ret;
};
var inflateInit = (strm) => {
	return inflateInit2(strm, DEF_WBITS);
};
var virgin = true;
var lenfix, distfix;
var fixedtables = (state) => {
	if (virgin) {
		lenfix = /* @__PURE__ */ new Int32Array(512);
		distfix = /* @__PURE__ */ new Int32Array(32);
		let sym = 0;
		while (sym < 144) state.lens[sym++] = 8;
		while (sym < 256) state.lens[sym++] = 9;
		while (sym < 280) state.lens[sym++] = 7;
		while (sym < 288) state.lens[sym++] = 8;
		inflate_table(LENS, state.lens, 0, 288, lenfix, 0, state.work, { bits: 9 });
		sym = 0;
		while (sym < 32) state.lens[sym++] = 5;
		inflate_table(DISTS, state.lens, 0, 32, distfix, 0, state.work, { bits: 5 });
		virgin = false;
	}
	state.lencode = lenfix;
	state.lenbits = 9;
	state.distcode = distfix;
	state.distbits = 5;
};
var updatewindow = (strm, src, end, copy) => {
	let dist;
	const state = strm.state;
	if (state.window === null) state.window = new Uint8Array(1 << state.wbits);
	if (state.wsize === 0) {
		state.wsize = 1 << state.wbits;
		state.wnext = 0;
		state.whave = 0;
	}
	if (copy >= state.wsize) {
		state.window.set(src.subarray(end - state.wsize, end), 0);
		state.wnext = 0;
		state.whave = state.wsize;
	} else {
		dist = state.wsize - state.wnext;
		if (dist > copy) dist = copy;
		state.window.set(src.subarray(end - copy, end - copy + dist), state.wnext);
		copy -= dist;
		if (copy) {
			state.window.set(src.subarray(end - copy, end), 0);
			state.wnext = copy;
			state.whave = state.wsize;
		} else {
			state.wnext += dist;
			if (state.wnext === state.wsize) state.wnext = 0;
			if (state.whave < state.wsize) state.whave += dist;
		}
	}
	return 0;
};
var inflate$1 = (strm, flush) => {
	let state;
	let input, output;
	let next;
	let put;
	let have, left;
	let hold;
	let bits;
	let _in, _out;
	let copy;
	let from;
	let from_source;
	let here = 0;
	let here_bits, here_op, here_val;
	let last_bits, last_op, last_val;
	let len;
	let ret;
	const hbuf = /* @__PURE__ */ new Uint8Array(4);
	let opts;
	let n;
	const order = new Uint8Array([
		16,
		17,
		18,
		0,
		8,
		7,
		9,
		6,
		10,
		5,
		11,
		4,
		12,
		3,
		13,
		2,
		14,
		1,
		15
	]);
	if (inflateStateCheck(strm) || !strm.output || !strm.input && strm.avail_in !== 0) return -2;
	state = strm.state;
	if (state.mode === TYPE) state.mode = TYPEDO;
	put = strm.next_out;
	output = strm.output;
	left = strm.avail_out;
	next = strm.next_in;
	input = strm.input;
	have = strm.avail_in;
	hold = state.hold;
	bits = state.bits;
	_in = have;
	_out = left;
	ret = 0;
	inf_leave: for (;;) switch (state.mode) {
		case HEAD:
			if (state.wrap === 0) {
				state.mode = TYPEDO;
				break;
			}
			while (bits < 16) {
				if (have === 0) break inf_leave;
				have--;
				hold += input[next++] << bits;
				bits += 8;
			}
			if (state.wrap & 2 && hold === 35615) {
				if (state.wbits === 0) state.wbits = 15;
				state.check = 0;
				hbuf[0] = hold & 255;
				hbuf[1] = hold >>> 8 & 255;
				state.check = crc32(state.check, hbuf, 2, 0);
				hold = 0;
				bits = 0;
				state.mode = FLAGS;
				break;
			}
			if (state.head) state.head.done = false;
			if (!(state.wrap & 1) || (((hold & 255) << 8) + (hold >> 8)) % 31) {
				strm.msg = "incorrect header check";
				state.mode = BAD;
				break;
			}
			if ((hold & 15) !== 8) {
				strm.msg = "unknown compression method";
				state.mode = BAD;
				break;
			}
			hold >>>= 4;
			bits -= 4;
			len = (hold & 15) + 8;
			if (state.wbits === 0) state.wbits = len;
			if (len > 15 || len > state.wbits) {
				strm.msg = "invalid window size";
				state.mode = BAD;
				break;
			}
			state.dmax = 1 << state.wbits;
			state.flags = 0;
			strm.adler = state.check = 1;
			state.mode = hold & 512 ? DICTID : TYPE;
			hold = 0;
			bits = 0;
			break;
		case FLAGS:
			while (bits < 16) {
				if (have === 0) break inf_leave;
				have--;
				hold += input[next++] << bits;
				bits += 8;
			}
			state.flags = hold;
			if ((state.flags & 255) !== 8) {
				strm.msg = "unknown compression method";
				state.mode = BAD;
				break;
			}
			if (state.flags & 57344) {
				strm.msg = "unknown header flags set";
				state.mode = BAD;
				break;
			}
			if (state.head) state.head.text = hold >> 8 & 1;
			if (state.flags & 512 && state.wrap & 4) {
				hbuf[0] = hold & 255;
				hbuf[1] = hold >>> 8 & 255;
				state.check = crc32(state.check, hbuf, 2, 0);
			}
			hold = 0;
			bits = 0;
			state.mode = TIME;
		case TIME:
			while (bits < 32) {
				if (have === 0) break inf_leave;
				have--;
				hold += input[next++] << bits;
				bits += 8;
			}
			if (state.head) state.head.time = hold >>> 0;
			if (state.flags & 512 && state.wrap & 4) {
				hbuf[0] = hold & 255;
				hbuf[1] = hold >>> 8 & 255;
				hbuf[2] = hold >>> 16 & 255;
				hbuf[3] = hold >>> 24 & 255;
				state.check = crc32(state.check, hbuf, 4, 0);
			}
			hold = 0;
			bits = 0;
			state.mode = OS;
		case OS:
			while (bits < 16) {
				if (have === 0) break inf_leave;
				have--;
				hold += input[next++] << bits;
				bits += 8;
			}
			if (state.head) {
				state.head.xflags = hold & 255;
				state.head.os = hold >> 8;
			}
			if (state.flags & 512 && state.wrap & 4) {
				hbuf[0] = hold & 255;
				hbuf[1] = hold >>> 8 & 255;
				state.check = crc32(state.check, hbuf, 2, 0);
			}
			hold = 0;
			bits = 0;
			state.mode = EXLEN;
		case EXLEN:
			if (state.flags & 1024) {
				while (bits < 16) {
					if (have === 0) break inf_leave;
					have--;
					hold += input[next++] << bits;
					bits += 8;
				}
				state.length = hold;
				if (state.head) state.head.extra_len = hold;
				if (state.flags & 512 && state.wrap & 4) {
					hbuf[0] = hold & 255;
					hbuf[1] = hold >>> 8 & 255;
					state.check = crc32(state.check, hbuf, 2, 0);
				}
				hold = 0;
				bits = 0;
			} else if (state.head) state.head.extra = null;
			state.mode = EXTRA;
		case EXTRA:
			if (state.flags & 1024) {
				copy = state.length;
				if (copy > have) copy = have;
				if (copy) {
					if (state.head) {
						len = state.head.extra_len - state.length;
						if (!state.head.extra) state.head.extra = new Uint8Array(state.head.extra_len);
						state.head.extra.set(input.subarray(next, next + copy), len);
					}
					if (state.flags & 512 && state.wrap & 4) state.check = crc32(state.check, input, copy, next);
					have -= copy;
					next += copy;
					state.length -= copy;
				}
				if (state.length) break inf_leave;
			}
			state.length = 0;
			state.mode = NAME;
		case NAME:
			if (state.flags & 2048) {
				if (have === 0) break inf_leave;
				copy = 0;
				do {
					len = input[next + copy++];
					if (state.head && len && state.length < 65536) {
						state.head.name += String.fromCharCode(len);
						state.length++;
					}
				} while (len && copy < have);
				if (state.flags & 512 && state.wrap & 4) state.check = crc32(state.check, input, copy, next);
				have -= copy;
				next += copy;
				if (len) break inf_leave;
			} else if (state.head) state.head.name = null;
			state.length = 0;
			state.mode = COMMENT;
		case COMMENT:
			if (state.flags & 4096) {
				if (have === 0) break inf_leave;
				copy = 0;
				do {
					len = input[next + copy++];
					if (state.head && len && state.length < 65536) {
						state.head.comment += String.fromCharCode(len);
						state.length++;
					}
				} while (len && copy < have);
				if (state.flags & 512 && state.wrap & 4) state.check = crc32(state.check, input, copy, next);
				have -= copy;
				next += copy;
				if (len) break inf_leave;
			} else if (state.head) state.head.comment = null;
			state.mode = HCRC;
		case HCRC:
			if (state.flags & 512) {
				while (bits < 16) {
					if (have === 0) break inf_leave;
					have--;
					hold += input[next++] << bits;
					bits += 8;
				}
				if (state.wrap & 4 && hold !== (state.check & 65535)) {
					strm.msg = "header crc mismatch";
					state.mode = BAD;
					break;
				}
				hold = 0;
				bits = 0;
			}
			if (state.head) {
				state.head.hcrc = state.flags >> 9 & 1;
				state.head.done = true;
			}
			strm.adler = state.check = 0;
			state.mode = TYPE;
			break;
		case DICTID:
			while (bits < 32) {
				if (have === 0) break inf_leave;
				have--;
				hold += input[next++] << bits;
				bits += 8;
			}
			strm.adler = state.check = zswap32(hold);
			hold = 0;
			bits = 0;
			state.mode = DICT;
		case DICT:
			if (state.havedict === 0) {
				strm.next_out = put;
				strm.avail_out = left;
				strm.next_in = next;
				strm.avail_in = have;
				state.hold = hold;
				state.bits = bits;
				return 2;
			}
			strm.adler = state.check = 1;
			state.mode = TYPE;
		case TYPE: if (flush === 5 || flush === 6) break inf_leave;
		case TYPEDO:
			if (state.last) {
				hold >>>= bits & 7;
				bits -= bits & 7;
				state.mode = CHECK;
				break;
			}
			while (bits < 3) {
				if (have === 0) break inf_leave;
				have--;
				hold += input[next++] << bits;
				bits += 8;
			}
			state.last = hold & 1;
			hold >>>= 1;
			bits -= 1;
			switch (hold & 3) {
				case 0:
					state.mode = STORED;
					break;
				case 1:
					fixedtables(state);
					state.mode = LEN_;
					if (flush === 6) {
						hold >>>= 2;
						bits -= 2;
						break inf_leave;
					}
					break;
				case 2:
					state.mode = TABLE;
					break;
				case 3:
					strm.msg = "invalid block type";
					state.mode = BAD;
			}
			hold >>>= 2;
			bits -= 2;
			break;
		case STORED:
			hold >>>= bits & 7;
			bits -= bits & 7;
			while (bits < 32) {
				if (have === 0) break inf_leave;
				have--;
				hold += input[next++] << bits;
				bits += 8;
			}
			if ((hold & 65535) !== (hold >>> 16 ^ 65535)) {
				strm.msg = "invalid stored block lengths";
				state.mode = BAD;
				break;
			}
			state.length = hold & 65535;
			hold = 0;
			bits = 0;
			state.mode = COPY_;
			if (flush === 6) break inf_leave;
		case COPY_: state.mode = COPY;
		case COPY:
			copy = state.length;
			if (copy) {
				if (copy > have) copy = have;
				if (copy > left) copy = left;
				if (copy === 0) break inf_leave;
				output.set(input.subarray(next, next + copy), put);
				have -= copy;
				next += copy;
				left -= copy;
				put += copy;
				state.length -= copy;
				break;
			}
			state.mode = TYPE;
			break;
		case TABLE:
			while (bits < 14) {
				if (have === 0) break inf_leave;
				have--;
				hold += input[next++] << bits;
				bits += 8;
			}
			state.nlen = (hold & 31) + 257;
			hold >>>= 5;
			bits -= 5;
			state.ndist = (hold & 31) + 1;
			hold >>>= 5;
			bits -= 5;
			state.ncode = (hold & 15) + 4;
			hold >>>= 4;
			bits -= 4;
			if (state.nlen > 286 || state.ndist > 30) {
				strm.msg = "too many length or distance symbols";
				state.mode = BAD;
				break;
			}
			state.have = 0;
			state.mode = LENLENS;
		case LENLENS:
			while (state.have < state.ncode) {
				while (bits < 3) {
					if (have === 0) break inf_leave;
					have--;
					hold += input[next++] << bits;
					bits += 8;
				}
				state.lens[order[state.have++]] = hold & 7;
				hold >>>= 3;
				bits -= 3;
			}
			while (state.have < 19) state.lens[order[state.have++]] = 0;
			state.lencode = state.lendyn;
			state.lenbits = 7;
			opts = { bits: state.lenbits };
			ret = inflate_table(CODES, state.lens, 0, 19, state.lencode, 0, state.work, opts);
			state.lenbits = opts.bits;
			if (ret) {
				strm.msg = "invalid code lengths set";
				state.mode = BAD;
				break;
			}
			state.have = 0;
			state.mode = CODELENS;
		case CODELENS:
			while (state.have < state.nlen + state.ndist) {
				for (;;) {
					here = state.lencode[hold & (1 << state.lenbits) - 1];
					here_bits = here >>> 24;
					here_op = here >>> 16 & 255;
					here_val = here & 65535;
					if (here_bits <= bits) break;
					if (have === 0) break inf_leave;
					have--;
					hold += input[next++] << bits;
					bits += 8;
				}
				if (here_val < 16) {
					hold >>>= here_bits;
					bits -= here_bits;
					state.lens[state.have++] = here_val;
				} else {
					if (here_val === 16) {
						n = here_bits + 2;
						while (bits < n) {
							if (have === 0) break inf_leave;
							have--;
							hold += input[next++] << bits;
							bits += 8;
						}
						hold >>>= here_bits;
						bits -= here_bits;
						if (state.have === 0) {
							strm.msg = "invalid bit length repeat";
							state.mode = BAD;
							break;
						}
						len = state.lens[state.have - 1];
						copy = 3 + (hold & 3);
						hold >>>= 2;
						bits -= 2;
					} else if (here_val === 17) {
						n = here_bits + 3;
						while (bits < n) {
							if (have === 0) break inf_leave;
							have--;
							hold += input[next++] << bits;
							bits += 8;
						}
						hold >>>= here_bits;
						bits -= here_bits;
						len = 0;
						copy = 3 + (hold & 7);
						hold >>>= 3;
						bits -= 3;
					} else {
						n = here_bits + 7;
						while (bits < n) {
							if (have === 0) break inf_leave;
							have--;
							hold += input[next++] << bits;
							bits += 8;
						}
						hold >>>= here_bits;
						bits -= here_bits;
						len = 0;
						copy = 11 + (hold & 127);
						hold >>>= 7;
						bits -= 7;
					}
					if (state.have + copy > state.nlen + state.ndist) {
						strm.msg = "invalid bit length repeat";
						state.mode = BAD;
						break;
					}
					while (copy--) state.lens[state.have++] = len;
				}
			}
			if (state.mode === BAD) break;
			if (state.lens[256] === 0) {
				strm.msg = "invalid code -- missing end-of-block";
				state.mode = BAD;
				break;
			}
			state.lenbits = 9;
			opts = { bits: state.lenbits };
			ret = inflate_table(LENS, state.lens, 0, state.nlen, state.lencode, 0, state.work, opts);
			state.lenbits = opts.bits;
			if (ret) {
				strm.msg = "invalid literal/lengths set";
				state.mode = BAD;
				break;
			}
			state.distbits = 6;
			state.distcode = state.distdyn;
			opts = { bits: state.distbits };
			ret = inflate_table(DISTS, state.lens, state.nlen, state.ndist, state.distcode, 0, state.work, opts);
			state.distbits = opts.bits;
			if (ret) {
				strm.msg = "invalid distances set";
				state.mode = BAD;
				break;
			}
			state.mode = LEN_;
			if (flush === 6) break inf_leave;
		case LEN_: state.mode = LEN;
		case LEN:
			if (have >= 6 && left >= 258) {
				strm.next_out = put;
				strm.avail_out = left;
				strm.next_in = next;
				strm.avail_in = have;
				state.hold = hold;
				state.bits = bits;
				inflate_fast(strm, _out);
				put = strm.next_out;
				output = strm.output;
				left = strm.avail_out;
				next = strm.next_in;
				input = strm.input;
				have = strm.avail_in;
				hold = state.hold;
				bits = state.bits;
				if (state.mode === TYPE) state.back = -1;
				break;
			}
			state.back = 0;
			for (;;) {
				here = state.lencode[hold & (1 << state.lenbits) - 1];
				here_bits = here >>> 24;
				here_op = here >>> 16 & 255;
				here_val = here & 65535;
				if (here_bits <= bits) break;
				if (have === 0) break inf_leave;
				have--;
				hold += input[next++] << bits;
				bits += 8;
			}
			if (here_op && (here_op & 240) === 0) {
				last_bits = here_bits;
				last_op = here_op;
				last_val = here_val;
				for (;;) {
					here = state.lencode[last_val + ((hold & (1 << last_bits + last_op) - 1) >> last_bits)];
					here_bits = here >>> 24;
					here_op = here >>> 16 & 255;
					here_val = here & 65535;
					if (last_bits + here_bits <= bits) break;
					if (have === 0) break inf_leave;
					have--;
					hold += input[next++] << bits;
					bits += 8;
				}
				hold >>>= last_bits;
				bits -= last_bits;
				state.back += last_bits;
			}
			hold >>>= here_bits;
			bits -= here_bits;
			state.back += here_bits;
			state.length = here_val;
			if (here_op === 0) {
				state.mode = LIT;
				break;
			}
			if (here_op & 32) {
				state.back = -1;
				state.mode = TYPE;
				break;
			}
			if (here_op & 64) {
				strm.msg = "invalid literal/length code";
				state.mode = BAD;
				break;
			}
			state.extra = here_op & 15;
			state.mode = LENEXT;
		case LENEXT:
			if (state.extra) {
				n = state.extra;
				while (bits < n) {
					if (have === 0) break inf_leave;
					have--;
					hold += input[next++] << bits;
					bits += 8;
				}
				state.length += hold & (1 << state.extra) - 1;
				hold >>>= state.extra;
				bits -= state.extra;
				state.back += state.extra;
			}
			state.was = state.length;
			state.mode = DIST;
		case DIST:
			for (;;) {
				here = state.distcode[hold & (1 << state.distbits) - 1];
				here_bits = here >>> 24;
				here_op = here >>> 16 & 255;
				here_val = here & 65535;
				if (here_bits <= bits) break;
				if (have === 0) break inf_leave;
				have--;
				hold += input[next++] << bits;
				bits += 8;
			}
			if ((here_op & 240) === 0) {
				last_bits = here_bits;
				last_op = here_op;
				last_val = here_val;
				for (;;) {
					here = state.distcode[last_val + ((hold & (1 << last_bits + last_op) - 1) >> last_bits)];
					here_bits = here >>> 24;
					here_op = here >>> 16 & 255;
					here_val = here & 65535;
					if (last_bits + here_bits <= bits) break;
					if (have === 0) break inf_leave;
					have--;
					hold += input[next++] << bits;
					bits += 8;
				}
				hold >>>= last_bits;
				bits -= last_bits;
				state.back += last_bits;
			}
			hold >>>= here_bits;
			bits -= here_bits;
			state.back += here_bits;
			if (here_op & 64) {
				strm.msg = "invalid distance code";
				state.mode = BAD;
				break;
			}
			state.offset = here_val;
			state.extra = here_op & 15;
			state.mode = DISTEXT;
		case DISTEXT:
			if (state.extra) {
				n = state.extra;
				while (bits < n) {
					if (have === 0) break inf_leave;
					have--;
					hold += input[next++] << bits;
					bits += 8;
				}
				state.offset += hold & (1 << state.extra) - 1;
				hold >>>= state.extra;
				bits -= state.extra;
				state.back += state.extra;
			}
			if (state.offset > state.dmax) {
				strm.msg = "invalid distance too far back";
				state.mode = BAD;
				break;
			}
			state.mode = MATCH;
		case MATCH:
			if (left === 0) break inf_leave;
			copy = _out - left;
			if (state.offset > copy) {
				copy = state.offset - copy;
				if (copy > state.whave) {
					if (state.sane) {
						strm.msg = "invalid distance too far back";
						state.mode = BAD;
						break;
					}
				}
				if (copy > state.wnext) {
					copy -= state.wnext;
					from = state.wsize - copy;
				} else from = state.wnext - copy;
				if (copy > state.length) copy = state.length;
				from_source = state.window;
			} else {
				from_source = output;
				from = put - state.offset;
				copy = state.length;
			}
			if (copy > left) copy = left;
			left -= copy;
			state.length -= copy;
			do
				output[put++] = from_source[from++];
			while (--copy);
			if (state.length === 0) state.mode = LEN;
			break;
		case LIT:
			if (left === 0) break inf_leave;
			output[put++] = state.length;
			left--;
			state.mode = LEN;
			break;
		case CHECK:
			if (state.wrap) {
				while (bits < 32) {
					if (have === 0) break inf_leave;
					have--;
					hold |= input[next++] << bits;
					bits += 8;
				}
				_out -= left;
				strm.total_out += _out;
				state.total += _out;
				if (state.wrap & 4 && _out) strm.adler = state.check = state.flags ? crc32(state.check, output, _out, put - _out) : adler32(state.check, output, _out, put - _out);
				_out = left;
				if (state.wrap & 4 && (state.flags ? hold : zswap32(hold)) !== state.check) {
					strm.msg = "incorrect data check";
					state.mode = BAD;
					break;
				}
				hold = 0;
				bits = 0;
			}
			state.mode = LENGTH;
		case LENGTH:
			if (state.wrap && state.flags) {
				while (bits < 32) {
					if (have === 0) break inf_leave;
					have--;
					hold += input[next++] << bits;
					bits += 8;
				}
				if (state.wrap & 4 && hold !== (state.total & 4294967295)) {
					strm.msg = "incorrect length check";
					state.mode = BAD;
					break;
				}
				hold = 0;
				bits = 0;
			}
			state.mode = DONE;
		case DONE:
			ret = 1;
			break inf_leave;
		case BAD:
			ret = -3;
			break inf_leave;
		case MEM: return -4;
		case SYNC:
		default: return -2;
	}
	strm.next_out = put;
	strm.avail_out = left;
	strm.next_in = next;
	strm.avail_in = have;
	state.hold = hold;
	state.bits = bits;
	if (state.wsize || _out !== strm.avail_out && state.mode < BAD && (state.mode < CHECK || flush !== 4)) {
		if (updatewindow(strm, strm.output, strm.next_out, _out - strm.avail_out)) {
			state.mode = MEM;
			return -4;
		}
	}
	_in -= strm.avail_in;
	_out -= strm.avail_out;
	strm.total_in += _in;
	strm.total_out += _out;
	state.total += _out;
	if (state.wrap & 4 && _out) strm.adler = state.check = state.flags ? crc32(state.check, output, _out, strm.next_out - _out) : adler32(state.check, output, _out, strm.next_out - _out);
	strm.data_type = state.bits + (state.last ? 64 : 0) + (state.mode === TYPE ? 128 : 0) + (state.mode === LEN_ || state.mode === COPY_ ? 256 : 0);
	if ((_in === 0 && _out === 0 || flush === 4) && ret === 0) ret = -5;
	return ret;
};
var inflateEnd = (strm) => {
	if (inflateStateCheck(strm)) return -2;
	let state = strm.state;
	if (state.window) state.window = null;
	strm.state = null;
	return 0;
};
var inflateGetHeader = (strm, head) => {
	if (inflateStateCheck(strm)) return -2;
	const state = strm.state;
	if ((state.wrap & 2) === 0) return -2;
	state.head = head;
	head.done = false;
	return 0;
};
var inflateSetDictionary = (strm, dictionary) => {
	const dictLength = dictionary.length;
	let state;
	let dictid;
	let ret;
	if (inflateStateCheck(strm)) return -2;
	state = strm.state;
	if (state.wrap !== 0 && state.mode !== DICT) return -2;
	if (state.mode === DICT) {
		dictid = 1;
		dictid = adler32(dictid, dictionary, dictLength, 0);
		if (dictid !== state.check) return -3;
	}
	ret = updatewindow(strm, dictionary, dictLength, dictLength);
	if (ret) {
		state.mode = MEM;
		return -4;
	}
	state.havedict = 1;
	return 0;
};
//#endregion
//#region src/zlib/zstream.mjs
var ZStream = class {
	constructor() {
		this.input = null;
		this.next_in = 0;
		this.avail_in = 0;
		this.total_in = 0;
		this.output = null;
		this.next_out = 0;
		this.avail_out = 0;
		this.total_out = 0;
		this.msg = "";
		this.state = null;
		this.data_type = 2;
		this.adler = 0;
	}
};
//#endregion
//#region src/zlib/gzheader.mjs
var GZheader = class {
	constructor() {
		this.text = 0;
		this.time = 0;
		this.xflags = 0;
		this.os = 0;
		this.extra = null;
		this.extra_len = 0;
		this.name = "";
		this.comment = "";
		this.hcrc = 0;
		this.done = false;
	}
};
//#endregion
//#region src/utils.ts
var flattenChunks = (chunks) => {
	const result = new Uint8Array(chunks.reduce((len, chunk) => len + chunk.length, 0));
	let pos = 0;
	for (const chunk of chunks) {
		result.set(chunk, pos);
		pos += chunk.length;
	}
	return result;
};
//#endregion
//#region \0@oxc-project+runtime@0.137.0/helpers/esm/typeof.js
function _typeof(o) {
	"@babel/helpers - typeof";
	return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o) {
		return typeof o;
	} : function(o) {
		return o && "function" == typeof Symbol && o.constructor === Symbol && o !== Symbol.prototype ? "symbol" : typeof o;
	}, _typeof(o);
}
//#endregion
//#region \0@oxc-project+runtime@0.137.0/helpers/esm/toPrimitive.js
function toPrimitive(t, r) {
	if ("object" != _typeof(t) || !t) return t;
	var e = t[Symbol.toPrimitive];
	if (void 0 !== e) {
		var i = e.call(t, r || "default");
		if ("object" != _typeof(i)) return i;
		throw new TypeError("@@toPrimitive must return a primitive value.");
	}
	return ("string" === r ? String : Number)(t);
}
//#endregion
//#region \0@oxc-project+runtime@0.137.0/helpers/esm/toPropertyKey.js
function toPropertyKey(t) {
	var i = toPrimitive(t, "string");
	return "symbol" == _typeof(i) ? i : i + "";
}
//#endregion
//#region \0@oxc-project+runtime@0.137.0/helpers/esm/defineProperty.js
function _defineProperty(e, r, t) {
	return (r = toPropertyKey(r)) in e ? Object.defineProperty(e, r, {
		value: t,
		enumerable: !0,
		configurable: !0,
		writable: !0
	}) : e[r] = t, e;
}
//#endregion
//#region src/deflate.ts
var toString$1 = Object.prototype.toString;
var defaultOptions$1 = {
	level: -1,
	chunkSize: 16384,
	windowBits: 15,
	memLevel: 8,
	strategy: 0,
	raw: false,
	gzip: false,
	legacyHash: false,
	dictionary: /* @__PURE__ */ new Uint8Array(0)
};
/**
* Generic JS-style wrapper for zlib calls. If you don't need
* streaming behaviour, use the simpler functions {@link deflate},
* {@link deflateRaw} and {@link gzip}.
*/
var Deflate = class {
	/**
	* Creates a new deflator instance with the specified params. Throws an
	* exception on bad params. See {@link DeflateOptions} for the list of
	* supported options.
	*
	* @example
	* ```javascript
	* import { Deflate } from 'pako'
	*
	* const chunk1 = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9])
	* const chunk2 = new Uint8Array([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
	*
	* const deflate = new Deflate({ level: 3 })
	*
	* deflate.push(chunk1, false)
	* deflate.push(chunk2, true)  // true -> last chunk
	*
	* if (deflate.err) throw new Error(deflate.err)
	*
	* console.log(deflate.result)
	* ```
	*/
	constructor(options = {}) {
		_defineProperty(this, "options", void 0);
		_defineProperty(
			this,
			/**
			* Error code after deflate finishes. {@link Z_OK} on success.
			* You will not need it in real life, because deflate errors
			* are possible only on wrong options or bad custom `onData` / `onEnd`
			* handlers.
			*/
			"err",
			void 0
		);
		_defineProperty(
			this,
			/** Error message, if {@link Deflate.err} is not {@link Z_OK}. */
			"msg",
			void 0
		);
		_defineProperty(this, "ended", void 0);
		_defineProperty(this, "started", void 0);
		_defineProperty(
			this,
			/**
			* Chunks of output data, if {@link Deflate.onData} not overridden.
			* @internal
			*/
			"chunks",
			void 0
		);
		_defineProperty(this, "strm", void 0);
		_defineProperty(
			this,
			/**
			* Compressed result, generated by default {@link Deflate.onData}
			* and {@link Deflate.onEnd} handlers. Filled after you push last chunk
			* (call {@link Deflate.push} with {@link Z_FINISH} / `true` param).
			*/
			"result",
			void 0
		);
		this.options = Object.assign({}, defaultOptions$1, options);
		const opt = this.options;
		if (opt.raw && opt.windowBits > 0) opt.windowBits = -opt.windowBits;
		else if (opt.gzip && opt.windowBits > 0 && opt.windowBits < 16) opt.windowBits += 16;
		this.err = 0;
		this.msg = "";
		this.ended = false;
		this.started = false;
		this.chunks = [];
		this.result = /* @__PURE__ */ new Uint8Array(0);
		this.strm = new ZStream();
		this.strm.avail_out = 0;
		let status = deflateInit2(this.strm, opt.level, 8, opt.windowBits, opt.memLevel, opt.strategy, opt.legacyHash);
		if (status !== 0) throw new Error(messages_default[status]);
		if (toString$1.call(opt.dictionary) === "[object ArrayBuffer]") opt.dictionary = new Uint8Array(opt.dictionary);
		const dictionary = opt.dictionary;
		if (dictionary.length) {
			if (opt.gzip) throw new Error("dictionary is not supported with gzip");
			status = deflateSetDictionary(this.strm, dictionary);
			if (status !== 0) throw new Error(messages_default[status]);
		}
	}
	/**
	* Sends input data to the deflate pipe, generating {@link Deflate.onData} calls
	* with new compressed chunks. Returns `true` on success. The last data block must
	* have `flush_mode` {@link Z_FINISH} (or `true`). That will flush the internal
	* pending buffers and call {@link Deflate.onEnd}.
	*
	* On failure, calls {@link Deflate.onEnd} with the error code and returns false.
	*
	* @param data input data. Strings will be converted to utf8 byte sequence.
	* @param flush_mode 0..6 for corresponding {@link Z_NO_FLUSH}..{@link Z_TREES} modes.
	*   See constants. Skipped or `false` means {@link Z_NO_FLUSH}, `true` means {@link Z_FINISH}.
	*
	* @example
	* ```javascript
	* push(chunk, false) // push one of data chunks
	* ...
	* push(chunk, true)  // push last chunk
	* ```
	*/
	push(data, flush_mode = false) {
		const strm = this.strm;
		const chunkSize = this.options.chunkSize;
		let status;
		let _flush_mode;
		if (this.ended) return false;
		if (typeof flush_mode === "number") _flush_mode = flush_mode;
		else _flush_mode = flush_mode === true ? 4 : 0;
		if (typeof data === "string") strm.input = new TextEncoder().encode(data);
		else if (toString$1.call(data) === "[object ArrayBuffer]") strm.input = new Uint8Array(data);
		else strm.input = data;
		strm.next_in = 0;
		strm.avail_in = strm.input.length;
		if (!this.started) {
			this.started = true;
			this.onStart(strm);
		}
		for (;;) {
			if (strm.avail_out === 0) {
				strm.output = new Uint8Array(chunkSize);
				strm.next_out = 0;
				strm.avail_out = chunkSize;
			}
			if ((_flush_mode === 2 || _flush_mode === 3) && strm.avail_out <= 6) {
				this.onData(strm.output.subarray(0, strm.next_out));
				strm.avail_out = 0;
				continue;
			}
			status = deflate$1(strm, _flush_mode);
			if (status === -2) break;
			if (status === 1) {
				if (strm.next_out > 0) this.onData(strm.output.subarray(0, strm.next_out));
				status = deflateEnd(this.strm);
				break;
			}
			if (strm.avail_out === 0) {
				this.onData(strm.output);
				continue;
			}
			if (_flush_mode > 0 && strm.next_out > 0) {
				this.onData(strm.output.subarray(0, strm.next_out));
				strm.avail_out = 0;
				continue;
			}
			if (strm.avail_in === 0) return true;
		}
		this.err = status;
		this.msg = strm.msg || messages_default[status];
		this.ended = true;
		this.onEnd(status);
		return status === 0;
	}
	/**
	* Called once before the first low-level deflate call.
	*/
	onStart(strm) {}
	/**
	* By default, stores data blocks in the {@link Deflate.chunks} property and glues
	* them in {@link Deflate.onEnd}. Override this handler if you need another behaviour.
	*/
	onData(chunk) {
		this.chunks.push(chunk);
	}
	/**
	* Called once after you tell deflate that the input stream is
	* complete ({@link Z_FINISH}). By default, joins the collected {@link Deflate.chunks}
	* into the {@link Deflate.result} property.
	*
	* @param status deflate status. {@link Z_OK} on success, other if not.
	*/
	onEnd(status) {
		if (status === 0) this.result = flattenChunks(this.chunks);
		this.chunks = [];
	}
};
/**
* Compress `data` with deflate algorithm and `options`.
* See {@link DeflateOptions} for the list of supported options.
*
* @example
* ```javascript
* import { deflate } from 'pako'
*
* const data = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9])
*
* console.log(deflate(data))
* ```
*/
function deflate(input, options = {}) {
	const deflator = new Deflate(options);
	deflator.push(input, true);
	if (deflator.err) throw new Error(deflator.msg);
	return deflator.result;
}
/**
* The same as {@link deflate}, but creates raw data without a wrapper
* (header and adler32 crc).
*/
function deflateRaw(input, options = {}) {
	return deflate(input, Object.assign({}, options, { raw: true }));
}
/**
* The same as {@link deflate}, but creates a gzip wrapper instead of
* a deflate one.
*/
function gzip(input, options = {}) {
	return deflate(input, Object.assign({}, options, { gzip: true }));
}
//#endregion
//#region \0@oxc-project+runtime@0.137.0/helpers/esm/objectSpread2.js
function ownKeys(e, r) {
	var t = Object.keys(e);
	if (Object.getOwnPropertySymbols) {
		var o = Object.getOwnPropertySymbols(e);
		r && (o = o.filter(function(r) {
			return Object.getOwnPropertyDescriptor(e, r).enumerable;
		})), t.push.apply(t, o);
	}
	return t;
}
function _objectSpread2(e) {
	for (var r = 1; r < arguments.length; r++) {
		var t = null != arguments[r] ? arguments[r] : {};
		r % 2 ? ownKeys(Object(t), !0).forEach(function(r) {
			_defineProperty(e, r, t[r]);
		}) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r) {
			Object.defineProperty(e, r, Object.getOwnPropertyDescriptor(t, r));
		});
	}
	return e;
}
//#endregion
//#region src/inflate.ts
var toString = Object.prototype.toString;
var defaultOptions = {
	chunkSize: 1024 * 64,
	windowBits: 15,
	raw: false,
	dictionary: /* @__PURE__ */ new Uint8Array(0)
};
/**
* Generic JS-style wrapper for zlib calls. If you don't need
* streaming behaviour, use the simpler functions {@link inflate}
* and {@link inflateRaw}.
*/
var Inflate = class {
	/**
	* Creates a new inflator instance with the specified params. Throws an
	* exception on bad params. See {@link InflateOptions} for the list of
	* supported options.
	*
	* By default, when no options are set, the deflate/gzip data format is
	* autodetected via the wrapper header.
	*
	* @example
	* ```javascript
	* import { Inflate } from 'pako'
	*
	* const chunk1 = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9])
	* const chunk2 = new Uint8Array([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
	*
	* const inflate = new Inflate({ level: 3 })
	*
	* inflate.push(chunk1, false)
	* inflate.push(chunk2, true)  // true -> last chunk
	*
	* if (inflate.err) throw new Error(inflate.err)
	*
	* console.log(inflate.result)
	* ```
	*/
	constructor(options = {}) {
		_defineProperty(this, "options", void 0);
		_defineProperty(
			this,
			/**
			* Error code after inflate finishes. {@link Z_OK} on success.
			* Should be checked when broken data is possible.
			*/
			"err",
			void 0
		);
		_defineProperty(
			this,
			/** Error message, if {@link Inflate.err} is not {@link Z_OK}. */
			"msg",
			void 0
		);
		_defineProperty(
			this,
			/**
			* `true` once the compressed stream has ended. A stream may end before the
			* caller's data does (trailing bytes), so check this to know when to stop
			* pushing - further {@link Inflate.push} calls are no-ops.
			*/
			"ended",
			void 0
		);
		_defineProperty(this, "started", void 0);
		_defineProperty(
			this,
			/**
			* Chunks of output data, if {@link Inflate.onData} not overridden.
			* @internal
			*/
			"chunks",
			void 0
		);
		_defineProperty(this, "strm", void 0);
		_defineProperty(
			this,
			/**
			* Uncompressed result, generated by default {@link Inflate.onData}
			* and {@link Inflate.onEnd} handlers. Filled after you push last chunk
			* (call {@link Inflate.push} with {@link Z_FINISH} / `true` param).
			*/
			"result",
			void 0
		);
		this.options = Object.assign({}, defaultOptions, options);
		const opt = this.options;
		if (opt.raw && opt.windowBits >= 0 && opt.windowBits < 16) {
			opt.windowBits = -opt.windowBits;
			if (opt.windowBits === 0) opt.windowBits = -15;
		}
		if (opt.windowBits >= 0 && opt.windowBits < 16 && !options.windowBits) opt.windowBits += 32;
		if (opt.windowBits > 15 && opt.windowBits < 48) {
			if ((opt.windowBits & 15) === 0) opt.windowBits |= 15;
		}
		this.err = 0;
		this.msg = "";
		this.ended = false;
		this.started = false;
		this.chunks = [];
		this.result = /* @__PURE__ */ new Uint8Array(0);
		this.strm = new ZStream();
		this.strm.avail_out = 0;
		let status = inflateInit2(this.strm, opt.windowBits);
		if (status !== 0) throw new Error(messages_default[status]);
		if (toString.call(opt.dictionary) === "[object ArrayBuffer]") opt.dictionary = new Uint8Array(opt.dictionary);
		const dictionary = opt.dictionary;
		if (opt.raw && dictionary.length) {
			status = inflateSetDictionary(this.strm, dictionary);
			if (status !== 0) throw new Error(messages_default[status]);
		}
	}
	/**
	* Sends input data to the inflate pipe, generating {@link Inflate.onData} calls
	* with new output chunks. Returns `true` on success. If end of stream is
	* detected, {@link Inflate.onEnd} will be called.
	*
	* `flush_mode` is not needed for normal operation, because end of stream
	* is detected automatically. Pass {@link Z_SYNC_FLUSH} to force the decoder
	* to emit all currently available output — handy when you need to decode
	* data frame-by-frame from a long-running stream.
	*
	* On failure, calls {@link Inflate.onEnd} with the error code and returns false.
	*
	* Once the stream has ended (a compressed stream may end before your data
	* does), further `push` calls are no-ops and return whether the decode
	* finished successfully. The final outcome is in {@link Inflate.result},
	* {@link Inflate.err} and {@link Inflate.msg}.
	*
	* @param flush_mode 0..6 for corresponding {@link Z_NO_FLUSH}..{@link Z_TREES}
	*   flush modes. See constants. Skipped or `false` means {@link Z_NO_FLUSH},
	*   `true` means {@link Z_FINISH}.
	*
	* @example
	* ```javascript
	* push(chunk, false) // push one of data chunks
	* ...
	* push(chunk, true)  // push last chunk
	* ```
	*/
	push(data, flush_mode = false) {
		const strm = this.strm;
		const chunkSize = this.options.chunkSize;
		let status;
		let _flush_mode;
		let last_avail_out;
		if (this.ended) return this.err === 0;
		if (typeof flush_mode === "number") _flush_mode = flush_mode;
		else _flush_mode = flush_mode === true ? 4 : 0;
		if (toString.call(data) === "[object ArrayBuffer]") strm.input = new Uint8Array(data);
		else strm.input = data;
		strm.next_in = 0;
		strm.avail_in = strm.input.length;
		if (!this.started) {
			this.started = true;
			this.onStart(strm);
		}
		for (;;) {
			if (strm.avail_out === 0) {
				strm.output = new Uint8Array(chunkSize);
				strm.next_out = 0;
				strm.avail_out = chunkSize;
			}
			status = inflate$1(strm, _flush_mode);
			if (status === 2) {
				const dictionary = this.options.dictionary;
				if (dictionary.length) {
					status = inflateSetDictionary(strm, dictionary);
					if (status === 0) status = inflate$1(strm, _flush_mode);
					else if (status === -3) status = 2;
				}
			}
			while (strm.avail_in > 0 && status === 1 && strm.state.wrap & 2 && strm.state.flags !== 0 && strm.input[strm.next_in] !== 0) {
				inflateReset(strm);
				status = inflate$1(strm, _flush_mode);
			}
			if (status === -2 || status === -3 || status === 2 || status === -4) break;
			last_avail_out = strm.avail_out;
			if (strm.next_out) {
				if (strm.avail_out === 0 || status === 1 || _flush_mode > 0) {
					this.onData(strm.output.length === strm.next_out ? strm.output : strm.output.subarray(0, strm.next_out));
					strm.avail_out = 0;
					strm.next_out = 0;
				}
			}
			if ((status === 0 || status === -5) && last_avail_out === 0) continue;
			if (status === 1) {
				status = inflateEnd(this.strm);
				break;
			}
			if (strm.avail_in === 0) {
				if (_flush_mode === 4) {
					status = inflateEnd(this.strm);
					if (status === 0) status = -5;
					break;
				}
				return true;
			}
		}
		this.err = status;
		this.msg = strm.msg || messages_default[status];
		this.ended = true;
		this.onEnd(status);
		return status === 0;
	}
	/**
	* Called once before the first low-level inflate call.
	*
	* Override this handler to attach low-level inflate state, for example to read
	* gzip header metadata:
	*
	* ```javascript
	* import { Inflate, GZheader, zlibInflateGetHeader } from 'pako'
	*
	* const inflator = new Inflate()
	*
	* inflator.onStart = function (strm) {
	*   this.header = new GZheader()
	*   zlibInflateGetHeader(strm, this.header)
	* }
	*
	* inflator.push(data, true)
	* console.log(inflator.header.name)
	* ```
	*/
	onStart(strm) {}
	/**
	* By default, stores data blocks in the {@link Inflate.chunks} property and glues
	* them in {@link Inflate.onEnd}. Override this handler if you need another behaviour.
	*
	* @param chunk output data.
	*/
	onData(chunk) {
		this.chunks.push(chunk);
	}
	/**
	* Called after you tell inflate that the input stream is
	* complete ({@link Z_FINISH}). By default, joins the collected {@link Inflate.chunks},
	* frees memory and fills the {@link Inflate.result} property.
	*
	* @param status inflate status. {@link Z_OK} on success, other if not.
	*/
	onEnd(status) {
		if (status === 0) this.result = flattenChunks(this.chunks);
		this.chunks = [];
	}
};
/**
* One-shot inflate decompress. Autodetects `gzip`/`zlib`
* format via the wrapper header — so {@link ungzip} is just a convenience alias of
* this function. See {@link InflateOptions} for zlib options. Set
* `toText: true` to decode the result as UTF-8 text.
*
* @example
* ```javascript
* import { deflate, inflate } from 'pako'
*
* const input = deflate(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]))
* let output
*
* try {
*   output = inflate(input)
* } catch (err) {
*   console.log(err)
* }
* ```
*/
function inflate(input, options = {}) {
	const inflator = new Inflate(options);
	inflator.push(input, true);
	if (inflator.err) throw new Error(inflator.msg);
	const result = inflator.result;
	return options.toText ? new TextDecoder().decode(result) : result;
}
/**
* The same as {@link inflate}, but consumes raw data without a wrapper
* (header and adler32 crc).
*/
function inflateRaw(input, options = {}) {
	return inflate(input, _objectSpread2(_objectSpread2({}, options), {}, { raw: true }));
}
//#endregion
exports.Deflate = Deflate;
exports.GZheader = GZheader;
exports.Inflate = Inflate;
exports.ZStream = ZStream;
exports.Z_BLOCK = Z_BLOCK;
exports.Z_BUF_ERROR = Z_BUF_ERROR;
exports.Z_DATA_ERROR = Z_DATA_ERROR;
exports.Z_DEFAULT_STRATEGY = Z_DEFAULT_STRATEGY;
exports.Z_ERRNO = Z_ERRNO;
exports.Z_FILTERED = Z_FILTERED;
exports.Z_FINISH = Z_FINISH;
exports.Z_FIXED = Z_FIXED;
exports.Z_FULL_FLUSH = Z_FULL_FLUSH;
exports.Z_HUFFMAN_ONLY = Z_HUFFMAN_ONLY;
exports.Z_MEM_ERROR = Z_MEM_ERROR;
exports.Z_NEED_DICT = Z_NEED_DICT;
exports.Z_NO_FLUSH = Z_NO_FLUSH;
exports.Z_OK = Z_OK;
exports.Z_PARTIAL_FLUSH = Z_PARTIAL_FLUSH;
exports.Z_RLE = Z_RLE;
exports.Z_STREAM_END = Z_STREAM_END;
exports.Z_STREAM_ERROR = Z_STREAM_ERROR;
exports.Z_SYNC_FLUSH = Z_SYNC_FLUSH;
exports.Z_TREES = Z_TREES;
exports.deflate = deflate;
exports.deflateRaw = deflateRaw;
exports.gzip = gzip;
exports.inflate = inflate;
exports.inflateRaw = inflateRaw;
exports.ungzip = inflate;
exports.zlibDeflate = deflate$1;
exports.zlibDeflateEnd = deflateEnd;
exports.zlibDeflateInit = deflateInit;
exports.zlibDeflateInit2 = deflateInit2;
exports.zlibDeflateReset = deflateReset;
exports.zlibDeflateResetKeep = deflateResetKeep;
exports.zlibDeflateSetDictionary = deflateSetDictionary;
exports.zlibDeflateSetHeader = deflateSetHeader;
exports.zlibInflate = inflate$1;
exports.zlibInflateEnd = inflateEnd;
exports.zlibInflateGetHeader = inflateGetHeader;
exports.zlibInflateInit = inflateInit;
exports.zlibInflateInit2 = inflateInit2;
exports.zlibInflateReset = inflateReset;
exports.zlibInflateReset2 = inflateReset2;
exports.zlibInflateResetKeep = inflateResetKeep;
exports.zlibInflateSetDictionary = inflateSetDictionary;

//# sourceMappingURL=pako.cjs.js.map

},
73729(module, __unused_rspack_exports, __webpack_require__) {
"use strict";

if (true) {
  module.exports = __webpack_require__(37372)
} else {}

},
85160(__unused_rspack_module, exports, __webpack_require__) {
"use strict";
/**
 * @license React
 * use-sync-external-store-with-selector.production.js
 *
 * Copyright (c) Meta Platforms, Inc. and affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */


var React = __webpack_require__(96540);
function is(x, y) {
  return (x === y && (0 !== x || 1 / x === 1 / y)) || (x !== x && y !== y);
}
var objectIs = "function" === typeof Object.is ? Object.is : is,
  useSyncExternalStore = React.useSyncExternalStore,
  useRef = React.useRef,
  useEffect = React.useEffect,
  useMemo = React.useMemo,
  useDebugValue = React.useDebugValue;
exports.useSyncExternalStoreWithSelector = function (
  subscribe,
  getSnapshot,
  getServerSnapshot,
  selector,
  isEqual
) {
  var instRef = useRef(null);
  if (null === instRef.current) {
    var inst = { hasValue: !1, value: null };
    instRef.current = inst;
  } else inst = instRef.current;
  instRef = useMemo(
    function () {
      function memoizedSelector(nextSnapshot) {
        if (!hasMemo) {
          hasMemo = !0;
          memoizedSnapshot = nextSnapshot;
          nextSnapshot = selector(nextSnapshot);
          if (void 0 !== isEqual && inst.hasValue) {
            var currentSelection = inst.value;
            if (isEqual(currentSelection, nextSnapshot))
              return (memoizedSelection = currentSelection);
          }
          return (memoizedSelection = nextSnapshot);
        }
        currentSelection = memoizedSelection;
        if (objectIs(memoizedSnapshot, nextSnapshot)) return currentSelection;
        var nextSelection = selector(nextSnapshot);
        if (void 0 !== isEqual && isEqual(currentSelection, nextSelection))
          return (memoizedSnapshot = nextSnapshot), currentSelection;
        memoizedSnapshot = nextSnapshot;
        return (memoizedSelection = nextSelection);
      }
      var hasMemo = !1,
        memoizedSnapshot,
        memoizedSelection,
        maybeGetServerSnapshot =
          void 0 === getServerSnapshot ? null : getServerSnapshot;
      return [
        function () {
          return memoizedSelector(getSnapshot());
        },
        null === maybeGetServerSnapshot
          ? void 0
          : function () {
              return memoizedSelector(maybeGetServerSnapshot());
            }
      ];
    },
    [getSnapshot, getServerSnapshot, selector, isEqual]
  );
  var value = useSyncExternalStore(subscribe, instRef[0], instRef[1]);
  useEffect(
    function () {
      inst.hasValue = !0;
      inst.value = value;
    },
    [value]
  );
  useDebugValue(value);
  return value;
};


},
78418(module, __unused_rspack_exports, __webpack_require__) {
"use strict";


if (true) {
  module.exports = __webpack_require__(85160);
} else {}


},
11988(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  Collapsible: () => (/* reexport safe */ _components_Collapsible__rspack_import_5.N),
  DraftBannerMessage: () => (/* reexport safe */ _translations_contentVisibilityTranslations__rspack_import_23.TT),
  DraftBannerTitle: () => (/* reexport safe */ _translations_contentVisibilityTranslations__rspack_import_23.Yh),
  ErrorBoundaryError: () => (/* reexport safe */ _utils_errorBoundaryUtils__rspack_import_24.bq),
  ErrorBoundaryErrorMessageFallback: () => (/* reexport safe */ _utils_errorBoundaryUtils__rspack_import_24.MN),
  ErrorBoundaryTryAgainButton: () => (/* reexport safe */ _utils_errorBoundaryUtils__rspack_import_24.a2),
  ErrorCauseBoundary: () => (/* reexport safe */ _utils_errorBoundaryUtils__rspack_import_24.k2),
  HtmlClassNameProvider: () => (/* reexport safe */ _utils_metadataUtils__rspack_import_9.e3),
  NavbarSecondaryMenuFiller: () => (/* reexport safe */ _contexts_navbarSecondaryMenu_content__rspack_import_11.GX),
  PageMetadata: () => (/* reexport safe */ _utils_metadataUtils__rspack_import_9.be),
  ReactContextError: () => (/* reexport safe */ _utils_reactUtils__rspack_import_8.dV),
  SkipToContentFallbackId: () => (/* reexport safe */ _utils_skipToContentUtils__rspack_import_22.j),
  SkipToContentLink: () => (/* reexport safe */ _utils_skipToContentUtils__rspack_import_22.K),
  ThemeClassNames: () => (/* reexport safe */ _utils_ThemeClassNames__rspack_import_6.G),
  ThemedComponent: () => (/* reexport safe */ _components_ThemedComponent__rspack_import_2.A),
  UnlistedBannerMessage: () => (/* reexport safe */ _translations_contentVisibilityTranslations__rspack_import_23.Uh),
  UnlistedBannerTitle: () => (/* reexport safe */ _translations_contentVisibilityTranslations__rspack_import_23.Rc),
  UnlistedMetadata: () => (/* reexport safe */ _translations_contentVisibilityTranslations__rspack_import_23.AE),
  composeProviders: () => (/* reexport safe */ _utils_reactUtils__rspack_import_8.fM),
  createStorageSlot: () => (/* reexport safe */ _utils_storageUtils__rspack_import_3.Wf),
  duplicates: () => (/* reexport safe */ _utils_jsUtils__rspack_import_18.XI),
  filterDocCardListItems: () => (filterDocCardListItems),
  groupBy: () => (/* reexport safe */ _utils_jsUtils__rspack_import_18.$z),
  isMultiColumnFooterLinks: () => (/* reexport safe */ _utils_footerUtils__rspack_import_16.C),
  isRegexpStringMatch: () => (/* reexport safe */ _utils_regexpUtils__rspack_import_17.G),
  listStorageKeys: () => (/* reexport safe */ _utils_storageUtils__rspack_import_3.Eo),
  listTagsByLetters: () => (/* reexport safe */ _utils_tagsUtils__rspack_import_13.Q),
  mergeSearchParams: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.TJ),
  mergeSearchStrings: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.jy),
  prefersReducedMotion: () => (/* reexport safe */ _utils_accessibilityUtils__rspack_import_7.O),
  processAdmonitionProps: () => (/* reexport safe */ _utils_admonitionUtils__rspack_import_20.c),
  translateTagsPageTitle: () => (/* reexport safe */ _utils_tagsUtils__rspack_import_13.b),
  uniq: () => (/* reexport safe */ _utils_jsUtils__rspack_import_18.sb),
  useAnchorTargetClassName: () => (/* reexport safe */ _utils_anchorUtils__rspack_import_15.v),
  useClearQueryString: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.W9),
  useCollapsible: () => (/* reexport safe */ _components_Collapsible__rspack_import_5.u),
  useColorMode: () => (/* reexport safe */ _contexts_colorMode__rspack_import_10.G),
  useContextualSearchFilters: () => (useContextualSearchFilters),
  useCurrentSidebarCategory: () => (useCurrentSidebarCategory),
  useDocsPreferredVersion: () => (useDocsPreferredVersion),
  useEvent: () => (/* reexport safe */ _utils_reactUtils__rspack_import_8._q),
  useHistorySelector: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.Hl),
  usePluralForm: () => (/* reexport safe */ _utils_usePluralForm__rspack_import_4.W),
  usePrevious: () => (/* reexport safe */ _utils_reactUtils__rspack_import_8.ZC),
  usePrismTheme: () => (/* reexport safe */ _hooks_usePrismTheme__rspack_import_19.A),
  useQueryString: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.l),
  useQueryStringList: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.fV),
  useSearchLinkCreator: () => (/* reexport safe */ _hooks_useSearchPage__rspack_import_14.w),
  useSearchQueryString: () => (/* reexport safe */ _hooks_useSearchPage__rspack_import_14.b),
  useStorageSlot: () => (/* reexport safe */ _utils_storageUtils__rspack_import_3.Dv),
  useThemeConfig: () => (/* reexport safe */ _utils_useThemeConfig__rspack_import_1.p),
  useWindowSize: () => (/* reexport safe */ _hooks_useWindowSize__rspack_import_12.l)
});
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_0 = __webpack_require__(10898);
/* import */ var _utils_searchUtils__rspack_import_25 = __webpack_require__(42783);
/* import */ var _utils_useThemeConfig__rspack_import_1 = __webpack_require__(61022);
/* import */ var _components_ThemedComponent__rspack_import_2 = __webpack_require__(69788);
/* import */ var _utils_storageUtils__rspack_import_3 = __webpack_require__(44498);
/* import */ var _utils_usePluralForm__rspack_import_4 = __webpack_require__(16497);
/* import */ var _components_Collapsible__rspack_import_5 = __webpack_require__(39510);
/* import */ var _utils_ThemeClassNames__rspack_import_6 = __webpack_require__(88287);
/* import */ var _utils_accessibilityUtils__rspack_import_7 = __webpack_require__(269);
/* import */ var _utils_reactUtils__rspack_import_8 = __webpack_require__(52260);
/* import */ var _utils_metadataUtils__rspack_import_9 = __webpack_require__(34308);
/* import */ var _contexts_colorMode__rspack_import_10 = __webpack_require__(83941);
/* import */ var _contexts_navbarSecondaryMenu_content__rspack_import_11 = __webpack_require__(17000);
/* import */ var _hooks_useWindowSize__rspack_import_12 = __webpack_require__(53741);
/* import */ var _utils_tagsUtils__rspack_import_13 = __webpack_require__(29116);
/* import */ var _hooks_useSearchPage__rspack_import_14 = __webpack_require__(14471);
/* import */ var _utils_anchorUtils__rspack_import_15 = __webpack_require__(11976);
/* import */ var _utils_footerUtils__rspack_import_16 = __webpack_require__(16266);
/* import */ var _utils_regexpUtils__rspack_import_17 = __webpack_require__(36412);
/* import */ var _utils_jsUtils__rspack_import_18 = __webpack_require__(80618);
/* import */ var _hooks_usePrismTheme__rspack_import_19 = __webpack_require__(67810);
/* import */ var _utils_admonitionUtils__rspack_import_20 = __webpack_require__(65441);
/* import */ var _utils_historyUtils__rspack_import_21 = __webpack_require__(96629);
/* import */ var _utils_skipToContentUtils__rspack_import_22 = __webpack_require__(26060);
/* import */ var _translations_contentVisibilityTranslations__rspack_import_23 = __webpack_require__(83276);
/* import */ var _utils_errorBoundaryUtils__rspack_import_24 = __webpack_require__(39205);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

// TODO Docusaurus v4: remove these workarounds as a breaking change
//  and remove docs plugin peerDeps in theme-common/package.json
//  This is public API surface that we need to keep for v3
//  See https://github.com/facebook/docusaurus/pull/10316
function useCurrentSidebarCategory(...args) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return (__webpack_require__(80216)/* .useCurrentSidebarCategory */.useCurrentSidebarCategory)(...args);
}
function filterDocCardListItems(...args) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return (__webpack_require__(80216)/* .filterDocCardListItems */.filterDocCardListItems)(...args);
}
function useDocsPreferredVersion(...args) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return (__webpack_require__(80216)/* .useDocsPreferredVersion */.useDocsPreferredVersion)(...args);
}
function useContextualSearchFilters() {
    const { i18n } = (0,_docusaurus_useDocusaurusContext__rspack_import_0["default"])();
    const docsTags = // eslint-disable-next-line @typescript-eslint/no-var-requires, react-compiler/react-compiler
    (__webpack_require__(80216)/* .useDocsContextualSearchTags */.useDocsContextualSearchTags)();
    const tags = [
        _utils_searchUtils__rspack_import_25/* .DEFAULT_SEARCH_TAG */.C,
        ...docsTags
    ];
    return {
        locale: i18n.currentLocale,
        tags
    };
}
/*
 * APIs to document
 */ 











/*
 * APIs kept undocumented, on purpose
 * Note: we still guarantee retro-compatibility on those
 */ 










 //# sourceMappingURL=index.js.map


},
29116(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  Q: () => (listTagsByLetters),
  b: () => (translateTagsPageTitle)
});
/* import */ var _docusaurus_Translate__rspack_import_0 = __webpack_require__(61826);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
const translateTagsPageTitle = ()=>(0,_docusaurus_Translate__rspack_import_0.translate)({
        id: 'theme.tags.tagsPageTitle',
        message: 'Tags',
        description: 'The title of the tag list page'
    });
function getTagLetter(tag) {
    return tag[0].toUpperCase();
}
/**
 * Takes a list of tags (as provided by the content plugins), and groups them by
 * their initials.
 */ function listTagsByLetters(tags) {
    const groups = {};
    Object.values(tags).forEach((tag)=>{
        const initial = getTagLetter(tag.label);
        groups[initial] ??= [];
        groups[initial].push(tag);
    });
    return Object.entries(groups)// Sort letters
    .sort(([letter1], [letter2])=>letter1.localeCompare(letter2)).map(([letter, letterTags])=>{
        // Sort tags inside a letter
        const sortedTags = letterTags.sort((tag1, tag2)=>tag1.label.localeCompare(tag2.label));
        return {
            letter,
            tags: sortedTags
        };
    });
} //# sourceMappingURL=tagsUtils.js.map


},
16497(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  W: () => (usePluralForm)
});
/* import */ var react__rspack_import_0 = __webpack_require__(96540);
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_1 = __webpack_require__(10898);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

// We want to ensurer a stable plural form order in all cases
// It is more convenient and natural to handle "small values" first
// See https://x.com/sebastienlorber/status/1366820663261077510
const OrderedPluralForms = [
    'zero',
    'one',
    'two',
    'few',
    'many',
    'other'
];
function sortPluralForms(pluralForms) {
    return OrderedPluralForms.filter((pf)=>pluralForms.includes(pf));
}
// Hardcoded english/fallback implementation
const EnglishPluralForms = {
    locale: 'en',
    pluralForms: sortPluralForms([
        'one',
        'other'
    ]),
    select: (count)=>count === 1 ? 'one' : 'other'
};
function createLocalePluralForms(locale) {
    const pluralRules = new Intl.PluralRules(locale);
    return {
        locale,
        pluralForms: sortPluralForms(pluralRules.resolvedOptions().pluralCategories),
        select: (count)=>pluralRules.select(count)
    };
}
/**
 * Poor man's `PluralSelector` implementation, using an English fallback. We
 * want a lightweight, future-proof and good-enough solution. We don't want a
 * perfect and heavy solution.
 *
 * Docusaurus classic theme has only 2 deeply nested labels requiring complex
 * plural rules. We don't want to use `Intl` + `PluralRules` polyfills + full
 * ICU syntax (react-intl) just for that.
 *
 * Notes:
 * - 2021: 92+% Browsers support `Intl.PluralRules`, and support will increase
 * in the future
 * - NodeJS >= 13 has full ICU support by default
 * - In case of "mismatch" between SSR and Browser ICU support, React keeps
 * working!
 */ function useLocalePluralForms() {
    const { i18n: { currentLocale } } = (0,_docusaurus_useDocusaurusContext__rspack_import_1["default"])();
    return (0,react__rspack_import_0.useMemo)(()=>{
        try {
            return createLocalePluralForms(currentLocale);
        } catch (err) {
            console.error(`Failed to use Intl.PluralRules for locale "${currentLocale}".
Docusaurus will fallback to the default (English) implementation.
Error: ${err.message}
`);
            return EnglishPluralForms;
        }
    }, [
        currentLocale
    ]);
}
function selectPluralMessage(pluralMessages, count, localePluralForms) {
    const separator = '|';
    const parts = pluralMessages.split(separator);
    if (parts.length === 1) {
        return parts[0];
    }
    if (parts.length > localePluralForms.pluralForms.length) {
        console.error(`For locale=${localePluralForms.locale}, a maximum of ${localePluralForms.pluralForms.length} plural forms are expected (${localePluralForms.pluralForms.join(',')}), but the message contains ${parts.length}: ${pluralMessages}`);
    }
    const pluralForm = localePluralForms.select(count);
    const pluralFormIndex = localePluralForms.pluralForms.indexOf(pluralForm);
    // In case of not enough plural form messages, we take the last one (other)
    // instead of returning undefined
    return parts[Math.min(pluralFormIndex, parts.length - 1)];
}
/**
 * Reads the current locale and returns an interface very similar to
 * `Intl.PluralRules`.
 */ function usePluralForm() {
    const localePluralForm = useLocalePluralForms();
    return {
        selectMessage: (count, pluralMessages)=>selectPluralMessage(pluralMessages, count, localePluralForm)
    };
} //# sourceMappingURL=usePluralForm.js.map


},
11948(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.setAccept = exports.slice = void 0;
const toolkit_1 = __webpack_require__(20038);
const initialState = {};
exports.slice = (0, toolkit_1.createSlice)({
    name: "accept",
    initialState,
    reducers: {
        setAccept: (state, action)=>{
            state.value = action.payload;
        }
    }
});
exports.setAccept = exports.slice.actions.setAccept;
exports["default"] = exports.slice.reducer;


},
49117(__unused_rspack_module, exports) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.getAuthDataKeys = getAuthDataKeys;
function getAuthDataKeys(security) {
    // Bearer Auth
    if (security.type === "http" && security.scheme === "bearer") {
        return [
            "token"
        ];
    }
    if (security.type === "oauth2") {
        return [
            "token"
        ];
    }
    // Basic Auth
    if (security.type === "http" && security.scheme === "basic") {
        return [
            "username",
            "password"
        ];
    }
    // API Auth
    if (security.type === "apiKey") {
        return [
            "apiKey"
        ];
    }
    // none
    return [];
}


},
67729(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var _a;
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.setSelectedAuth = exports.setAuthData = exports.slice = void 0;
exports.createAuth = createAuth;
const toolkit_1 = __webpack_require__(20038);
const storage_utils_1 = __webpack_require__(69464);
const auth_types_1 = __webpack_require__(49117);
// The global definitions
// "securitySchemes": {
//   "BearerAuth": { "type": "http", "scheme": "BeAreR" },
//   "BasicAuth": { "type": "http", "scheme": "basic" }
// },
// The operation level requirements
// "security": [
//   { "BearerAuth": [] },
//   { "BearerAuth": [], "BasicAuth": [] }
// ],
// SLICE_STATE
// data:
//   BearerAuth:
//     token=xxx
//   BasicAuth:
//     username=xxx
//     password=xxx
//
// options:
//    "BearerAuth": [{ key: "BearerAuth", scopes: [], ...rest }]
//    "BearerAuth and BasicAuth": [{ key: "BearerAuth", scopes: [], ...rest }, { key: "BasicAuth", scopes: [], ...rest }]
//
// selected: "BearerAuth and BasicAuth"
// LOCAL_STORAGE
// hash(SLICE_STATE.options) -> "BearerAuth and BasicAuth"
// BearerAuth                -> { token: xxx }
// BasicAuth                 -> { username: xxx, password: xxx }
function createAuth({ security, securitySchemes, options: opts }) {
    const storage = (0, storage_utils_1.createStorage)(opts?.authPersistence ?? "sessionStorage");
    let data = {};
    let options = {};
    for (const option of security ?? []){
        const id = Object.keys(option).join(" and ");
        for (const [schemeID, scopes] of Object.entries(option)){
            const scheme = securitySchemes?.[schemeID];
            if (scheme) {
                if (options[id] === undefined) {
                    options[id] = [];
                }
                const dataKeys = (0, auth_types_1.getAuthDataKeys)(scheme);
                for (const key of dataKeys){
                    if (data[schemeID] === undefined) {
                        data[schemeID] = {};
                    }
                    let persisted = undefined;
                    try {
                        persisted = JSON.parse(storage.getItem(schemeID) ?? "")[key];
                    } catch  {}
                    data[schemeID][key] = persisted;
                }
                options[id].push({
                    ...scheme,
                    key: schemeID,
                    scopes
                });
            }
        }
    }
    let persisted = undefined;
    try {
        persisted = storage.getItem((0, storage_utils_1.hashArray)(Object.keys(options))) ?? undefined;
    } catch  {}
    return {
        data,
        options,
        selected: persisted ?? Object.keys(options)[0]
    };
}
const initialState = {};
exports.slice = (0, toolkit_1.createSlice)({
    name: "auth",
    initialState,
    reducers: {
        setAuthData: (state, action)=>{
            const { scheme, key, value } = action.payload;
            state.data[scheme][key] = value;
        },
        setSelectedAuth: (state, action)=>{
            state.selected = action.payload;
        }
    }
});
_a = exports.slice.actions, exports.setAuthData = _a.setAuthData, exports.setSelectedAuth = _a.setSelectedAuth;
exports["default"] = exports.slice.reducer;


},
41936(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var _a;
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.setFileArrayFormBody = exports.setFileFormBody = exports.setStringFormBody = exports.clearFormBodyKey = exports.setFileRawBody = exports.setStringRawBody = exports.clearRawBody = exports.slice = void 0;
const toolkit_1 = __webpack_require__(20038);
const initialState = {};
exports.slice = (0, toolkit_1.createSlice)({
    name: "body",
    initialState,
    reducers: {
        clearRawBody: (_state)=>{
            return {
                type: "empty"
            };
        },
        setStringRawBody: (_state, action)=>{
            return {
                type: "raw",
                content: {
                    type: "string",
                    value: action.payload
                }
            };
        },
        setFileRawBody: (_state, action)=>{
            return {
                type: "raw",
                content: {
                    type: "file",
                    value: action.payload
                }
            };
        },
        clearFormBodyKey: (state, action)=>{
            if (state?.type === "form") {
                delete state.content[action.payload];
            }
        },
        setStringFormBody: (state, action)=>{
            if (state?.type !== "form") {
                return {
                    type: "form",
                    content: {
                        [action.payload.key]: {
                            type: "string",
                            value: action.payload.value
                        }
                    }
                };
            }
            state.content[action.payload.key] = {
                type: "string",
                value: action.payload.value
            };
            return state;
        },
        setFileFormBody: (state, action)=>{
            if (state?.type !== "form") {
                return {
                    type: "form",
                    content: {
                        [action.payload.key]: {
                            type: "file",
                            value: action.payload.value
                        }
                    }
                };
            }
            state.content[action.payload.key] = {
                type: "file",
                value: action.payload.value
            };
            return state;
        },
        setFileArrayFormBody: (state, action)=>{
            if (state?.type !== "form") {
                return {
                    type: "form",
                    content: {
                        [action.payload.key]: {
                            type: "file[]",
                            value: action.payload.value
                        }
                    }
                };
            }
            state.content[action.payload.key] = {
                type: "file[]",
                value: action.payload.value
            };
            return state;
        }
    }
});
_a = exports.slice.actions, exports.clearRawBody = _a.clearRawBody, exports.setStringRawBody = _a.setStringRawBody, exports.setFileRawBody = _a.setFileRawBody, exports.clearFormBodyKey = _a.clearFormBodyKey, exports.setStringFormBody = _a.setStringFormBody, exports.setFileFormBody = _a.setFileFormBody, exports.setFileArrayFormBody = _a.setFileArrayFormBody;
exports["default"] = exports.slice.reducer;


},
58345(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.setContentType = exports.slice = void 0;
const toolkit_1 = __webpack_require__(20038);
const initialState = {};
exports.slice = (0, toolkit_1.createSlice)({
    name: "contentType",
    initialState,
    reducers: {
        setContentType: (state, action)=>{
            state.value = action.payload;
        }
    }
});
exports.setContentType = exports.slice.actions.setContentType;
exports["default"] = exports.slice.reducer;


},
12109(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var _a;
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.clearEncodingSelection = exports.setFieldEncoding = exports.slice = void 0;
const toolkit_1 = __webpack_require__(20038);
const initialState = {};
exports.slice = (0, toolkit_1.createSlice)({
    name: "encodingSelection",
    initialState,
    reducers: {
        setFieldEncoding: (state, action)=>{
            state[action.payload.field] = action.payload.contentType;
        },
        clearEncodingSelection: ()=>initialState
    }
});
_a = exports.slice.actions, exports.setFieldEncoding = _a.setFieldEncoding, exports.clearEncodingSelection = _a.clearEncodingSelection;
exports["default"] = exports.slice.reducer;


},
16141(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.setParam = void 0;
const toolkit_1 = __webpack_require__(20038);
const initialState = {};
const slice = (0, toolkit_1.createSlice)({
    name: "params",
    initialState,
    reducers: {
        setParam: (state, action)=>{
            const newParam = action.payload;
            const paramGroup = state[action.payload.in];
            const index = paramGroup.findIndex((p)=>p.name === newParam.name);
            paramGroup[index] = newParam;
        }
    }
});
exports.setParam = slice.actions.setParam;
exports["default"] = slice.reducer;


},
4443(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var _a;
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.clearHeaders = exports.setHeaders = exports.clearCode = exports.setCode = exports.clearResponse = exports.setResponse = exports.slice = void 0;
const toolkit_1 = __webpack_require__(20038);
const initialState = {};
exports.slice = (0, toolkit_1.createSlice)({
    name: "response",
    initialState,
    reducers: {
        setResponse: (state, action)=>{
            state.value = action.payload;
        },
        setCode: (state, action)=>{
            state.code = action.payload;
        },
        setHeaders: (state, action)=>{
            state.headers = action.payload;
        },
        clearResponse: (state)=>{
            state.value = undefined;
        },
        clearCode: (state)=>{
            state.code = undefined;
        },
        clearHeaders: (state)=>{
            state.headers = undefined;
        }
    }
});
_a = exports.slice.actions, exports.setResponse = _a.setResponse, exports.clearResponse = _a.clearResponse, exports.setCode = _a.setCode, exports.clearCode = _a.clearCode, exports.setHeaders = _a.setHeaders, exports.clearHeaders = _a.clearHeaders;
exports["default"] = exports.slice.reducer;


},
56987(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var _a;
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.clearSchemaSelections = exports.setSchemaSelection = exports.slice = void 0;
const toolkit_1 = __webpack_require__(20038);
const initialState = {
    selections: {}
};
exports.slice = (0, toolkit_1.createSlice)({
    name: "schemaSelection",
    initialState,
    reducers: {
        /**
     * Set the selected index for a specific schema path
     */ setSchemaSelection: (state, action)=>{
            state.selections[action.payload.path] = action.payload.index;
        },
        /**
     * Clear all schema selections (useful when navigating to a new API endpoint)
     */ clearSchemaSelections: (state)=>{
            state.selections = {};
        }
    }
});
_a = exports.slice.actions, exports.setSchemaSelection = _a.setSchemaSelection, exports.clearSchemaSelections = _a.clearSchemaSelections;
exports["default"] = exports.slice.reducer;


},
71875(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var _a;
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.setServerVariable = exports.setServer = exports.slice = void 0;
const toolkit_1 = __webpack_require__(20038);
const initialState = {};
exports.slice = (0, toolkit_1.createSlice)({
    name: "server",
    initialState,
    reducers: {
        setServer: (state, action)=>{
            state.value = state.options.find((s)=>s.url === JSON.parse(action.payload).url);
        },
        setServerVariable: (state, action)=>{
            if (state.value?.variables) {
                const parsedPayload = JSON.parse(action.payload);
                state.value.variables[parsedPayload.key].default = parsedPayload.value;
            }
        }
    }
});
_a = exports.slice.actions, exports.setServer = _a.setServer, exports.setServerVariable = _a.setServerVariable;
exports["default"] = exports.slice.reducer;


},
15306(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.createPersistenceMiddleware = createPersistenceMiddleware;
const slice_1 = __webpack_require__(67729);
const storage_utils_1 = __webpack_require__(69464);
function createPersistenceMiddleware(options) {
    const persistenceMiddleware = (storeAPI)=>(next)=>(action)=>{
                const result = next(action);
                const state = storeAPI.getState();
                const storage = (0, storage_utils_1.createStorage)(options?.authPersistence ?? "sessionStorage");
                if (action.type === slice_1.setAuthData.type) {
                    for (const [key, value] of Object.entries(state.auth.data)){
                        if (Object.values(value).filter(Boolean).length > 0) {
                            storage.setItem(key, JSON.stringify(value));
                        } else {
                            storage.removeItem(key);
                        }
                    }
                }
                if (action.type === slice_1.setSelectedAuth.type) {
                    if (state.auth.selected) {
                        storage.setItem((0, storage_utils_1.hashArray)(Object.keys(state.auth.options)), state.auth.selected);
                    }
                }
                // TODO: determine way to rehydrate without flashing
                if (action.type === "contentType/setContentType") {
                    storage.setItem("contentType", action.payload);
                }
                if (action.type === "accept/setAccept") {
                    storage.setItem("accept", action.payload);
                }
                if (action.type === "server/setServer") {
                    storage.setItem("server", action.payload);
                }
                if (action.type === "server/setServerVariable") {
                    const server = storage.getItem("server");
                    if (!server) {
                        return result;
                    }
                    const variables = JSON.parse(action.payload);
                    const serverObject = JSON.parse(server) ?? {};
                    if (serverObject.variables?.[variables.key]) {
                        serverObject.variables[variables.key].default = variables.value;
                        storage.setItem("server", JSON.stringify(serverObject));
                    }
                }
                return result;
            };
    return persistenceMiddleware;
}


},
69464(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.hashArray = hashArray;
exports.createStorage = createStorage;
const crypto_js_1 = __importDefault(__webpack_require__(23087));
function hashArray(arr) {
    function hash(message) {
        return crypto_js_1.default.SHA1(message).toString();
    }
    const hashed = arr.map((item)=>hash(item));
    hashed.sort();
    const res = hashed.join();
    return hash(res);
}
function createStorage(persistence) {
    if (persistence === false) {
        return {
            getItem: ()=>null,
            setItem: ()=>{},
            clear: ()=>{},
            key: ()=>null,
            removeItem: ()=>{},
            length: 0
        };
    }
    if (persistence === "sessionStorage") {
        return sessionStorage;
    }
    return localStorage;
}


},
77728(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports["default"] = DocItemLayout;
const react_1 = __importDefault(__webpack_require__(96540));
const client_1 = __webpack_require__(80216);
const theme_common_1 = __webpack_require__(11988);
const ContentVisibility_1 = __importDefault(__webpack_require__(11151));
const DocBreadcrumbs_1 = __importDefault(__webpack_require__(11218));
const Content_1 = __importDefault(__webpack_require__(72405));
const Footer_1 = __importDefault(__webpack_require__(3310));
const Paginator_1 = __importDefault(__webpack_require__(86343));
const Desktop_1 = __importDefault(__webpack_require__(41425));
const Mobile_1 = __importDefault(__webpack_require__(56501));
const DocVersionBadge_1 = __importDefault(__webpack_require__(95587));
const DocVersionBanner_1 = __importDefault(__webpack_require__(15886));
const clsx_1 = __importDefault(__webpack_require__(71508));
const styles_module_css_1 = __importDefault(__webpack_require__(69866));
/**
 * Decide if the toc should be rendered, on mobile or desktop viewports
 */ function useDocTOC() {
    const { frontMatter, toc } = (0, client_1.useDoc)();
    const windowSize = (0, theme_common_1.useWindowSize)();
    const hidden = frontMatter.hide_table_of_contents;
    const canRender = !hidden && toc.length > 0;
    const mobile = canRender ? react_1.default.createElement(Mobile_1.default, null) : undefined;
    const desktop = canRender && (windowSize === "desktop" || windowSize === "ssr") ? react_1.default.createElement(Desktop_1.default, null) : undefined;
    return {
        hidden,
        mobile,
        desktop
    };
}
function DocItemLayout({ children }) {
    const docTOC = useDocTOC();
    const { metadata } = (0, client_1.useDoc)();
    const { frontMatter } = (0, client_1.useDoc)();
    const api = frontMatter.api;
    const schema = frontMatter.schema;
    return react_1.default.createElement("div", {
        className: "row"
    }, react_1.default.createElement("div", {
        className: (0, clsx_1.default)("col", !docTOC.hidden && styles_module_css_1.default.docItemCol)
    }, react_1.default.createElement(ContentVisibility_1.default, {
        metadata: metadata
    }), react_1.default.createElement(DocVersionBanner_1.default, null), react_1.default.createElement("div", {
        className: styles_module_css_1.default.docItemContainer
    }, react_1.default.createElement("article", null, react_1.default.createElement(DocBreadcrumbs_1.default, null), react_1.default.createElement(DocVersionBadge_1.default, null), docTOC.mobile, react_1.default.createElement(Content_1.default, null, children), react_1.default.createElement("div", {
        className: "row"
    }, react_1.default.createElement("div", {
        className: (0, clsx_1.default)("col", api || schema ? "col--7" : "col--12")
    }, react_1.default.createElement(Footer_1.default, null)))), react_1.default.createElement("div", {
        className: "row"
    }, react_1.default.createElement("div", {
        className: (0, clsx_1.default)("col", api || schema ? "col--7" : "col--12")
    }, react_1.default.createElement(Paginator_1.default, null))))), docTOC.desktop && react_1.default.createElement("div", {
        className: "col col--3"
    }, docTOC.desktop));
}


},
75797(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports["default"] = ApiItem;
const react_1 = __importDefault(__webpack_require__(96540));
const BrowserOnly_1 = __importDefault(__webpack_require__(9526));
const ExecutionEnvironment_1 = __importDefault(__webpack_require__(91289));
const client_1 = __webpack_require__(80216);
const theme_common_1 = __webpack_require__(11988);
const useDocusaurusContext_1 = __importDefault(__webpack_require__(10898));
const useIsBrowser_1 = __importDefault(__webpack_require__(76967));
const slice_1 = __webpack_require__(67729);
const persistenceMiddleware_1 = __webpack_require__(15306);
const storage_utils_1 = __webpack_require__(69464);
const Layout_1 = __importDefault(__webpack_require__(77728));
const CodeBlock_1 = __importDefault(__webpack_require__(59558));
const Metadata_1 = __importDefault(__webpack_require__(76181));
const SchemaExpansion_1 = __webpack_require__(22958);
const SkeletonLoader_1 = __importDefault(__webpack_require__(73794));
const clsx_1 = __importDefault(__webpack_require__(71508));
const pako_1 = __webpack_require__(72664);
const react_redux_1 = __webpack_require__(73729);
const store_1 = __webpack_require__(52972);
let ApiExplorer = (_)=>react_1.default.createElement("div", null);
if (ExecutionEnvironment_1.default.canUseDOM) {
    ApiExplorer = (__webpack_require__(52301)/* ["default"] */.A);
}
function base64ToUint8Array(base64) {
    const binary = atob(base64);
    const len = binary.length;
    const bytes = new Uint8Array(len);
    for(let i = 0; i < len; i++){
        bytes[i] = binary.charCodeAt(i);
    }
    return bytes;
}
// @ts-ignore
function ApiItem(props) {
    const docHtmlClassName = `docs-doc-id-${props.content.metadata.id}`;
    const MDXComponent = props.content;
    const { frontMatter } = MDXComponent;
    const { info_path: infoPath } = frontMatter;
    let { api } = frontMatter;
    const { schema } = frontMatter;
    const { sample } = frontMatter;
    // decompress and parse
    if (api) {
        try {
            api = JSON.parse(new TextDecoder().decode((0, pako_1.ungzip)(base64ToUint8Array(api))));
        } catch  {}
    }
    const { siteConfig } = (0, useDocusaurusContext_1.default)();
    const themeConfig = siteConfig.themeConfig;
    const options = themeConfig.api;
    const isBrowser = (0, useIsBrowser_1.default)();
    // Regex for 2XX status
    const statusRegex = new RegExp("(20[0-9]|2[1-9][0-9])");
    // Define store2
    let store2 = {};
    const persistenceMiddleware = (0, persistenceMiddleware_1.createPersistenceMiddleware)(options);
    // Init store for SSR
    if (!isBrowser) {
        store2 = (0, store_1.createStoreWithoutState)({}, [
            persistenceMiddleware
        ]);
    }
    // Init store for CSR to hydrate components
    if (isBrowser) {
        // Create list of only 2XX response content types to create request samples from
        let acceptArray = [];
        for (const [code, content] of Object.entries(api?.responses ?? [])){
            if (statusRegex.test(code)) {
                acceptArray.push(Object.keys(content.content ?? {}));
            }
        }
        acceptArray = acceptArray.flat();
        const content = api?.requestBody?.content ?? {};
        const contentTypeArray = Object.keys(content);
        const servers = api?.servers ?? [];
        const params = {
            path: [],
            query: [],
            header: [],
            cookie: []
        };
        api?.parameters?.forEach((param)=>{
            const paramType = param.in;
            const paramsArray = params[paramType];
            const p = param;
            // Prefill order: schema.default, then example sources. `default` is
            // semantically a server-side fallback, so for required params authors
            // typically rely on `example` / `examples`. See #544 and #1079.
            const firstNamedExample = p.examples && typeof p.examples === "object" ? Object.values(p.examples)[0]?.value : undefined;
            const prefill = p.schema?.default ?? p.example ?? p.schema?.example ?? firstNamedExample;
            const initialized = prefill !== undefined ? {
                ...param,
                value: prefill
            } : param;
            paramsArray?.push(initialized);
        });
        const auth = (0, slice_1.createAuth)({
            security: api?.security,
            securitySchemes: api?.securitySchemes,
            options
        });
        const storage = (0, storage_utils_1.createStorage)(options?.authPersistence ?? "sessionStorage");
        // TODO: determine way to rehydrate without flashing
        // const acceptValue = window?.sessionStorage.getItem("accept");
        // const contentTypeValue = window?.sessionStorage.getItem("contentType");
        const server = storage.getItem("server");
        const serverObject = server ? JSON.parse(server) : undefined;
        store2 = (0, store_1.createStoreWithState)({
            accept: {
                value: acceptArray[0],
                options: acceptArray
            },
            contentType: {
                value: contentTypeArray[0],
                options: contentTypeArray
            },
            server: {
                value: serverObject?.url ? serverObject : undefined,
                options: servers
            },
            response: {
                value: undefined
            },
            body: {
                type: "empty"
            },
            params,
            auth,
            schemaSelection: {
                selections: {}
            },
            encodingSelection: {}
        }, [
            persistenceMiddleware
        ]);
    }
    if (api) {
        return react_1.default.createElement(client_1.DocProvider, {
            content: props.content
        }, react_1.default.createElement(theme_common_1.HtmlClassNameProvider, {
            className: docHtmlClassName
        }, react_1.default.createElement(Metadata_1.default, null), react_1.default.createElement(Layout_1.default, null, react_1.default.createElement(react_redux_1.Provider, {
            store: store2
        }, react_1.default.createElement(SchemaExpansion_1.SchemaExpansionProvider, null, react_1.default.createElement("div", {
            className: (0, clsx_1.default)("row", "theme-api-markdown")
        }, react_1.default.createElement("div", {
            className: "col col--7 openapi-left-panel__container"
        }, react_1.default.createElement(MDXComponent, null)), react_1.default.createElement("div", {
            className: "col col--5 openapi-right-panel__container"
        }, react_1.default.createElement(BrowserOnly_1.default, {
            fallback: react_1.default.createElement(SkeletonLoader_1.default, {
                size: "lg"
            })
        }, ()=>{
            return react_1.default.createElement(ApiExplorer, {
                item: api,
                infoPath: infoPath
            });
        }))))))));
    } else if (schema) {
        return react_1.default.createElement(client_1.DocProvider, {
            content: props.content
        }, react_1.default.createElement(theme_common_1.HtmlClassNameProvider, {
            className: docHtmlClassName
        }, react_1.default.createElement(Metadata_1.default, null), react_1.default.createElement(Layout_1.default, null, react_1.default.createElement(SchemaExpansion_1.SchemaExpansionProvider, null, react_1.default.createElement("div", {
            className: (0, clsx_1.default)("row", "theme-api-markdown")
        }, react_1.default.createElement("div", {
            className: "col col--7 openapi-left-panel__container schema"
        }, react_1.default.createElement(MDXComponent, null)), react_1.default.createElement("div", {
            className: "col col--5 openapi-right-panel__container"
        }, react_1.default.createElement(CodeBlock_1.default, {
            language: "json",
            title: `${frontMatter.title}`
        }, JSON.stringify(sample, null, 2))))))));
    }
    // Non-API docs
    return react_1.default.createElement(client_1.DocProvider, {
        content: props.content
    }, react_1.default.createElement(theme_common_1.HtmlClassNameProvider, {
        className: docHtmlClassName
    }, react_1.default.createElement(Metadata_1.default, null), react_1.default.createElement(Layout_1.default, null, react_1.default.createElement("div", {
        className: "row"
    }, react_1.default.createElement("div", {
        className: "col col--12 markdown"
    }, react_1.default.createElement(MDXComponent, null))))));
}


},
52972(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.createStoreWithoutState = exports.createStoreWithState = void 0;
const toolkit_1 = __webpack_require__(20038);
const slice_1 = __importDefault(__webpack_require__(11948));
const slice_2 = __importDefault(__webpack_require__(67729));
const slice_3 = __importDefault(__webpack_require__(41936));
const slice_4 = __importDefault(__webpack_require__(58345));
const slice_5 = __importDefault(__webpack_require__(12109));
const slice_6 = __importDefault(__webpack_require__(16141));
const slice_7 = __importDefault(__webpack_require__(4443));
const slice_8 = __importDefault(__webpack_require__(56987));
const slice_9 = __importDefault(__webpack_require__(71875));
const rootReducer = (0, toolkit_1.combineReducers)({
    accept: slice_1.default,
    contentType: slice_4.default,
    encodingSelection: slice_5.default,
    response: slice_7.default,
    server: slice_9.default,
    body: slice_3.default,
    params: slice_6.default,
    auth: slice_2.default,
    schemaSelection: slice_8.default
});
const createStoreWithState = (preloadedState, middlewares)=>(0, toolkit_1.configureStore)({
        reducer: rootReducer,
        preloadedState,
        middleware: (getDefaultMiddleware)=>getDefaultMiddleware().concat(...middlewares)
    });
exports.createStoreWithState = createStoreWithState;
const createStoreWithoutState = (preloadedState, middlewares)=>(0, toolkit_1.configureStore)({
        reducer: rootReducer,
        preloadedState,
        middleware: (getDefaultMiddleware)=>getDefaultMiddleware().concat(...middlewares)
    });
exports.createStoreWithoutState = createStoreWithoutState;


},
47017(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __createBinding = this && this.__createBinding || (Object.create ? function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = {
            enumerable: true,
            get: function() {
                return m[k];
            }
        };
    }
    Object.defineProperty(o, k2, desc);
} : function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
});
var __setModuleDefault = this && this.__setModuleDefault || (Object.create ? function(o, v) {
    Object.defineProperty(o, "default", {
        enumerable: true,
        value: v
    });
} : function(o, v) {
    o["default"] = v;
});
var __importStar = this && this.__importStar || function() {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o) {
            var ar = [];
            for(var k in o)if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
            for(var k = ownKeys(mod), i = 0; i < k.length; i++)if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
    };
}();
var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.SchemaDepthProvider = exports.SchemaExpansionProvider = exports.SCHEMA_EXPANSION_STORAGE_KEY = void 0;
exports.normalizeLevel = normalizeLevel;
exports.useSchemaExpansion = useSchemaExpansion;
exports.useSchemaDepth = useSchemaDepth;
const react_1 = __importStar(__webpack_require__(96540));
const useDocusaurusContext_1 = __importDefault(__webpack_require__(10898));
exports.SCHEMA_EXPANSION_STORAGE_KEY = "docusaurus-openapi-schema-expansion-level";
const DEFAULT_CONFIG = {
    enabled: false,
    defaultLevel: 0,
    max: 4,
    persist: true
};
const SchemaExpansionContext = (0, react_1.createContext)({
    config: DEFAULT_CONFIG,
    level: 0,
    setLevel: ()=>{}
});
const SchemaDepthContext = (0, react_1.createContext)(0);
function normalizeLevel(value) {
    if (value === "all") return Infinity;
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) {
        return Math.floor(value);
    }
    return 0;
}
function readConfig(themeConfig) {
    const raw = themeConfig?.api?.schemaExpansion;
    if (!raw) return DEFAULT_CONFIG;
    const enabled = raw.enabled ?? false;
    return {
        enabled,
        defaultLevel: normalizeLevel(raw.default),
        max: typeof raw.max === "number" && raw.max > 0 ? Math.floor(raw.max) : 4,
        // Persistence only matters when the reader can change the level via the
        // UI control. When the control is hidden, fall back to the configured
        // default on every visit so it isn't shadowed by a stale localStorage
        // value from a session where the control used to be enabled.
        persist: enabled ? raw.persist ?? true : false
    };
}
function readPersistedLevel() {
    if (typeof window === "undefined") return undefined;
    try {
        const stored = window.localStorage.getItem(exports.SCHEMA_EXPANSION_STORAGE_KEY);
        if (stored === null) return undefined;
        if (stored === "all") return Infinity;
        const parsed = parseInt(stored, 10);
        return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
    } catch  {
        return undefined;
    }
}
function writePersistedLevel(level) {
    if (typeof window === "undefined") return;
    try {
        const value = level === Infinity ? "all" : String(level);
        window.localStorage.setItem(exports.SCHEMA_EXPANSION_STORAGE_KEY, value);
    } catch  {
    // ignore quota / disabled storage
    }
}
const SchemaExpansionProvider = ({ children })=>{
    const { siteConfig } = (0, useDocusaurusContext_1.default)();
    const themeConfig = siteConfig.themeConfig;
    const config = (0, react_1.useMemo)(()=>readConfig(themeConfig), [
        themeConfig
    ]);
    const [level, setLevelState] = (0, react_1.useState)(config.defaultLevel);
    (0, react_1.useEffect)(()=>{
        if (!config.persist) return;
        const persisted = readPersistedLevel();
        if (persisted !== undefined) {
            setLevelState(persisted);
        }
    }, [
        config.persist
    ]);
    const setLevel = (0, react_1.useCallback)((next)=>{
        setLevelState(next);
        if (config.persist) {
            writePersistedLevel(next);
        }
    }, [
        config.persist
    ]);
    const value = (0, react_1.useMemo)(()=>({
            config,
            level,
            setLevel
        }), [
        config,
        level,
        setLevel
    ]);
    return react_1.default.createElement(SchemaExpansionContext.Provider, {
        value: value
    }, children);
};
exports.SchemaExpansionProvider = SchemaExpansionProvider;
const SchemaDepthProvider = ({ depth, children })=>react_1.default.createElement(SchemaDepthContext.Provider, {
        value: depth
    }, children);
exports.SchemaDepthProvider = SchemaDepthProvider;
function useSchemaExpansion() {
    return (0, react_1.useContext)(SchemaExpansionContext);
}
function useSchemaDepth() {
    return (0, react_1.useContext)(SchemaDepthContext);
}


},
22958(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __createBinding = this && this.__createBinding || (Object.create ? function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = {
            enumerable: true,
            get: function() {
                return m[k];
            }
        };
    }
    Object.defineProperty(o, k2, desc);
} : function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
});
var __setModuleDefault = this && this.__setModuleDefault || (Object.create ? function(o, v) {
    Object.defineProperty(o, "default", {
        enumerable: true,
        value: v
    });
} : function(o, v) {
    o["default"] = v;
});
var __importStar = this && this.__importStar || function() {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o) {
            var ar = [];
            for(var k in o)if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
            for(var k = ownKeys(mod), i = 0; i < k.length; i++)if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
    };
}();
var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.SCHEMA_EXPANSION_STORAGE_KEY = exports.normalizeLevel = exports.useSchemaDepth = exports.useSchemaExpansion = exports.SchemaDepthProvider = exports.SchemaExpansionProvider = void 0;
const react_1 = __importStar(__webpack_require__(96540));
const Translate_1 = __webpack_require__(61826);
const clsx_1 = __importDefault(__webpack_require__(71508));
const context_1 = __webpack_require__(47017);
var context_2 = __webpack_require__(47017);
Object.defineProperty(exports, "SchemaExpansionProvider", ({
    enumerable: true,
    get: function() {
        return context_2.SchemaExpansionProvider;
    }
}));
Object.defineProperty(exports, "SchemaDepthProvider", ({
    enumerable: true,
    get: function() {
        return context_2.SchemaDepthProvider;
    }
}));
Object.defineProperty(exports, "useSchemaExpansion", ({
    enumerable: true,
    get: function() {
        return context_2.useSchemaExpansion;
    }
}));
Object.defineProperty(exports, "useSchemaDepth", ({
    enumerable: true,
    get: function() {
        return context_2.useSchemaDepth;
    }
}));
Object.defineProperty(exports, "normalizeLevel", ({
    enumerable: true,
    get: function() {
        return context_2.normalizeLevel;
    }
}));
Object.defineProperty(exports, "SCHEMA_EXPANSION_STORAGE_KEY", ({
    enumerable: true,
    get: function() {
        return context_2.SCHEMA_EXPANSION_STORAGE_KEY;
    }
}));
const ALL_VALUE = Number.POSITIVE_INFINITY;
const ExpandIcon = ()=>react_1.default.createElement("svg", {
        "aria-hidden": "true",
        focusable: "false",
        width: "14",
        height: "14",
        viewBox: "0 0 16 16",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: "1.6",
        strokeLinecap: "round",
        strokeLinejoin: "round"
    }, react_1.default.createElement("polyline", {
        points: "4 6 8 2 12 6"
    }), react_1.default.createElement("polyline", {
        points: "4 10 8 14 12 10"
    }));
const SchemaExpansionControl = ()=>{
    const { config, level, setLevel } = (0, context_1.useSchemaExpansion)();
    const [open, setOpen] = (0, react_1.useState)(false);
    const [coords, setCoords] = (0, react_1.useState)(null);
    const buttonRef = (0, react_1.useRef)(null);
    const popoverRef = (0, react_1.useRef)(null);
    const optionRefs = (0, react_1.useRef)([]);
    const popoverId = (0, react_1.useId)();
    const options = (0, react_1.useMemo)(()=>{
        const numbers = Array.from({
            length: config.max + 1
        }, (_, i)=>i);
        return [
            ...numbers,
            ALL_VALUE
        ];
    }, [
        config.max
    ]);
    const activeIndex = (0, react_1.useMemo)(()=>{
        const idx = options.indexOf(level);
        return idx >= 0 ? idx : 0;
    }, [
        options,
        level
    ]);
    const updatePosition = (0, react_1.useCallback)(()=>{
        if (!buttonRef.current || typeof window === "undefined") return;
        const rect = buttonRef.current.getBoundingClientRect();
        setCoords({
            top: rect.bottom + 4,
            right: window.innerWidth - rect.right
        });
    }, []);
    (0, react_1.useLayoutEffect)(()=>{
        if (!open) return;
        updatePosition();
        const handleScroll = ()=>setOpen(false);
        window.addEventListener("scroll", handleScroll, true);
        window.addEventListener("resize", updatePosition);
        return ()=>{
            window.removeEventListener("scroll", handleScroll, true);
            window.removeEventListener("resize", updatePosition);
        };
    }, [
        open,
        updatePosition
    ]);
    (0, react_1.useEffect)(()=>{
        if (!open) return;
        optionRefs.current[activeIndex]?.focus();
    }, [
        open,
        activeIndex
    ]);
    (0, react_1.useEffect)(()=>{
        if (!open) return;
        const handlePointer = (event)=>{
            const target = event.target;
            if (buttonRef.current?.contains(target)) return;
            if (popoverRef.current?.contains(target)) return;
            setOpen(false);
        };
        const handleKey = (event)=>{
            if (event.key === "Escape") {
                event.stopPropagation();
                setOpen(false);
                buttonRef.current?.focus();
            }
        };
        document.addEventListener("mousedown", handlePointer);
        document.addEventListener("keydown", handleKey);
        return ()=>{
            document.removeEventListener("mousedown", handlePointer);
            document.removeEventListener("keydown", handleKey);
        };
    }, [
        open
    ]);
    const choose = (0, react_1.useCallback)((next)=>{
        setLevel(next);
        setOpen(false);
        buttonRef.current?.focus();
    }, [
        setLevel
    ]);
    const onMenuKeyDown = (event)=>{
        if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
        event.preventDefault();
        const current = optionRefs.current.findIndex((el)=>el === document.activeElement);
        if (current < 0) return;
        const next = event.key === "ArrowRight" ? (current + 1) % options.length : (current - 1 + options.length) % options.length;
        optionRefs.current[next]?.focus();
    };
    if (!config.enabled) return null;
    const buttonLabel = (0, Translate_1.translate)({
        id: "theme.openapi.schema.expansion.button",
        message: "Schema expansion depth",
        description: "Aria/title tooltip for the schema expansion icon button"
    });
    const menuLabel = (0, Translate_1.translate)({
        id: "theme.openapi.schema.expansion.menu",
        message: "Schema expansion depth options",
        description: "Accessible label for the expansion options menu"
    });
    const allLabel = (0, Translate_1.translate)({
        id: "theme.openapi.schema.expansion.all",
        message: "All",
        description: "Label for the expand-all option"
    });
    return react_1.default.createElement("span", {
        className: "openapi-schema-expansion"
    }, react_1.default.createElement("button", {
        ref: buttonRef,
        type: "button",
        className: "openapi-schema-expansion__trigger",
        "aria-haspopup": "menu",
        "aria-expanded": open,
        "aria-controls": open ? popoverId : undefined,
        "aria-label": buttonLabel,
        title: buttonLabel,
        onClick: (event)=>{
            event.preventDefault();
            event.stopPropagation();
            setOpen((prev)=>!prev);
        }
    }, react_1.default.createElement(ExpandIcon, null)), open && coords && react_1.default.createElement("div", {
        ref: popoverRef,
        id: popoverId,
        role: "menu",
        "aria-label": menuLabel,
        className: "openapi-schema-expansion__popover",
        style: {
            top: coords.top,
            right: coords.right
        },
        onKeyDown: onMenuKeyDown,
        onClick: (event)=>{
            event.preventDefault();
            event.stopPropagation();
        }
    }, options.map((value, index)=>{
        const isAll = value === ALL_VALUE;
        const label = isAll ? allLabel : String(value);
        const optionAriaLabel = isAll ? allLabel : (0, Translate_1.translate)({
            id: "theme.openapi.schema.expansion.depthOption",
            message: "Expand to depth {depth}",
            description: "Accessible label for a depth option"
        }, {
            depth: value
        });
        const isActive = level === value;
        return react_1.default.createElement("button", {
            key: isAll ? "all" : value,
            ref: (el)=>{
                optionRefs.current[index] = el;
            },
            type: "button",
            role: "menuitemradio",
            "aria-checked": isActive,
            "aria-label": optionAriaLabel,
            tabIndex: index === activeIndex ? 0 : -1,
            className: (0, clsx_1.default)("openapi-schema-expansion__option", {
                "openapi-schema-expansion__option--active": isActive
            }),
            onClick: ()=>choose(value)
        }, label);
    })));
};
exports["default"] = SchemaExpansionControl;


},
73794(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
const react_1 = __importDefault(__webpack_require__(96540));
const SkeletonLoader = (props)=>{
    return react_1.default.createElement("div", {
        className: `openapi-skeleton ${props.size ?? "md"}`
    });
};
exports["default"] = SkeletonLoader;


},
23087(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  SHA1: () => (/* reexport default from dynamic */ crypto_js_sha1__rspack_import_0_default.a),
  "default": () => (__rspack_default_export)
});
/* import */ var crypto_js_sha1__rspack_import_0 = __webpack_require__(45471);
/* import */ var crypto_js_sha1__rspack_import_0_default = /*#__PURE__*/__webpack_require__.n(crypto_js_sha1__rspack_import_0);
// Stands in for the whole of crypto-js (about 60 KB) inside the API theme, whose only use of it is
// `CryptoJS.SHA1(message).toString()` (lib/theme/ApiExplorer/storage-utils.js). SHA1 alone needs
// crypto-js's core and its SHA1 module. The theme reads it as `require('crypto-js').default.SHA1`.


/* export default */ const __rspack_default_export = ({
    SHA1: (crypto_js_sha1__rspack_import_0_default())
});


},
76967(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (useIsBrowser)
});
/* import */ var _docusaurus_ExecutionEnvironment__rspack_import_0 = __webpack_require__(91289);
// `useIsBrowser` for the API operation page (see ./index.ts): true in the browser from the first
// render, hydration included; false on the server.

function useIsBrowser() {
    return _docusaurus_ExecutionEnvironment__rspack_import_0["default"].canUseDOM;
}


},
52301(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (ApiExplorer)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _theme_SkeletonLoader__rspack_import_2 = __webpack_require__(73794);
/* import */ var _theme_SkeletonLoader__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_theme_SkeletonLoader__rspack_import_2);



const Explorer = /*#__PURE__*/ (0,react__rspack_import_1.lazy)(()=>__webpack_require__.e(/* import() */ "3037").then(__webpack_require__.bind(__webpack_require__, 78236)));
/**
 * How far below the viewport the explorer starts loading: about a thumb's scroll, so that it is
 * usually ready when it shows.
 */ const EXPLORER_ROOT_MARGIN = '200px 0px';
function useNearViewport() {
    const ref = (0,react__rspack_import_1.useRef)(null);
    const [near, setNear] = (0,react__rspack_import_1.useState)(false);
    (0,react__rspack_import_1.useEffect)(()=>{
        const element = ref.current;
        if (near || !element) return undefined;
        if (typeof IntersectionObserver === 'undefined') {
            setNear(true);
            return undefined;
        }
        const observer = new IntersectionObserver((entries)=>{
            if (entries.some((entry)=>entry.isIntersecting)) setNear(true);
        }, {
            rootMargin: EXPLORER_ROOT_MARGIN
        });
        observer.observe(element);
        return ()=>observer.disconnect();
    }, [
        near
    ]);
    return [
        ref,
        near
    ];
}
function ApiExplorer(props) {
    const [ref, near] = useNearViewport();
    const skeleton = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)((_theme_SkeletonLoader__rspack_import_2_default()), {
        size: "lg"
    });
    if (!near) return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
        ref: ref,
        children: skeleton
    });
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(react__rspack_import_1.Suspense, {
        fallback: skeleton,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Explorer, {
            ...props
        })
    });
}


},
37372(__unused_rspack_module, exports, __webpack_require__) {
Object.defineProperty(exports,Symbol.toStringTag,{value:`Module`});var e=Object.create,t=Object.defineProperty,n=Object.getOwnPropertyDescriptor,r=Object.getOwnPropertyNames,i=Object.getPrototypeOf,a=Object.prototype.hasOwnProperty,o=(e,i,o,s)=>{if(i&&typeof i==`object`||typeof i==`function`)for(var c=r(i),l=0,u=c.length,d;l<u;l++)d=c[l],!a.call(e,d)&&d!==o&&t(e,d,{get:(e=>i[e]).bind(null,d),enumerable:!(s=n(i,d))||s.enumerable});return e},s=(n,r,s)=>(s=n==null?{}:e(i(n)),o(r||!n||!n.__esModule||!a.call(n,`default`)?t(s,`default`,{value:n,enumerable:!0}):s,n));let c=__webpack_require__(78418),l=__webpack_require__(96540);l=s(l);const u=l.version.startsWith(`19`),d=Symbol.for(u?`react.transitional.element`:`react.element`),f=Symbol.for(`react.portal`),p=Symbol.for(`react.fragment`),m=Symbol.for(`react.strict_mode`),h=Symbol.for(`react.profiler`),g=Symbol.for(`react.consumer`),_=Symbol.for(`react.context`),v=Symbol.for(`react.forward_ref`),y=Symbol.for(`react.suspense`),b=Symbol.for(`react.suspense_list`),x=Symbol.for(`react.memo`),S=Symbol.for(`react.lazy`),C=v,w=x;function T(e){if(typeof e==`object`&&e){let{$$typeof:t}=e;switch(t){case d:switch(e=e.type,e){case p:case h:case m:case y:case b:return e;default:switch(e&&=e.$$typeof,e){case _:case v:case S:case x:return e;case g:return e;default:return t}}case f:return t}}}function E(e){return T(e)===x}function D(e,t,n,r,{areStatesEqual:i,areOwnPropsEqual:a,areStatePropsEqual:o}){let s=!1,c,l,u,d,f;function p(i,a){return c=i,l=a,u=e(c,l),d=t(r,l),f=n(u,d,l),s=!0,f}function m(){return u=e(c,l),t.dependsOnOwnProps&&(d=t(r,l)),f=n(u,d,l),f}function h(){return e.dependsOnOwnProps&&(u=e(c,l)),t.dependsOnOwnProps&&(d=t(r,l)),f=n(u,d,l),f}function g(){let t=e(c,l),r=!o(t,u);return u=t,r&&(f=n(u,d,l)),f}function _(e,t){let n=!a(t,l),r=!i(e,c,t,l);return c=e,l=t,n&&r?m():n?h():r?g():f}return function(e,t){return s?_(e,t):p(e,t)}}function ee(e,{initMapStateToProps:t,initMapDispatchToProps:n,initMergeProps:r,...i}){return D(t(e,i),n(e,i),r(e,i),e,i)}function O(e,t){let n={};for(let r in e){let i=e[r];typeof i==`function`&&(n[r]=(...e)=>t(i(...e)))}return n}function k(e){return function(t){let n=e(t);function r(){return n}return r.dependsOnOwnProps=!1,r}}function A(e){return e.dependsOnOwnProps==null?e.length!==1:!!e.dependsOnOwnProps}function j(e,t){return function(t,{displayName:n}){let r=function(e,t){return r.dependsOnOwnProps?r.mapToProps(e,t):r.mapToProps(e,void 0)};return r.dependsOnOwnProps=!0,r.mapToProps=function(t,n){r.mapToProps=e,r.dependsOnOwnProps=A(e);let i=r(t,n);return typeof i==`function`&&(r.mapToProps=i,r.dependsOnOwnProps=A(i),i=r(t,n)),i},r}}function M(e,t){return(n,r)=>{throw Error(`Invalid value of type ${typeof e} for ${t} argument when connecting component ${r.wrappedComponentName}.`)}}function te(e){return e&&typeof e==`object`?k(t=>O(e,t)):e?typeof e==`function`?j(e,`mapDispatchToProps`):M(e,`mapDispatchToProps`):k(e=>({dispatch:e}))}function ne(e){return e?typeof e==`function`?j(e,`mapStateToProps`):M(e,`mapStateToProps`):k(()=>({}))}function re(e,t,n){return{...n,...e,...t}}function ie(e){return function(t,{displayName:n,areMergedPropsEqual:r}){let i=!1,a;return function(t,n,o){let s=e(t,n,o);return i?r(s,a)||(a=s):(i=!0,a=s),a}}}function ae(e){return e?typeof e==`function`?ie(e):M(e,`mergeProps`):()=>re}function N(e){e()}function oe(){let e=null,t=null;return{clear(){e=null,t=null},notify(){N(()=>{let t=e;for(;t;)t.callback(),t=t.next})},get(){let t=[],n=e;for(;n;)t.push(n),n=n.next;return t},subscribe(n){let r=!0,i=t={callback:n,next:null,prev:t};return i.prev?i.prev.next=i:e=i,function(){r&&e!==null&&(r=!1,i.next?i.next.prev=i.prev:t=i.prev,i.prev?i.prev.next=i.next:e=i.next)}}}}const P={notify(){},get:()=>[]};function F(e,t){let n,r=P,i=0,a=!1;function o(e){u();let t=r.subscribe(e),n=!1;return()=>{n||(n=!0,t(),d())}}function s(){r.notify()}function c(){m.onStateChange&&m.onStateChange()}function l(){return a}function u(){i++,n||(n=t?t.addNestedSub(c):e.subscribe(c),r=oe())}function d(){i--,n&&i===0&&(n(),n=void 0,r.clear(),r=P)}function f(){a||(a=!0,u())}function p(){a&&(a=!1,d())}let m={addNestedSub:o,notifyNestedSubs:s,handleChangeWrapper:c,isSubscribed:l,trySubscribe:f,tryUnsubscribe:p,getListeners:()=>r};return m}const I=typeof window<`u`&&window.document!==void 0&&window.document.createElement!==void 0,se=typeof navigator<`u`&&navigator.product===`ReactNative`,L=I||se?l.useLayoutEffect:l.useEffect;function R(e,t){return e===t?e!==0||t!==0||1/e==1/t:e!==e&&t!==t}function z(e,t){if(R(e,t))return!0;if(typeof e!=`object`||!e||typeof t!=`object`||!t)return!1;let n=Object.keys(e),r=Object.keys(t);if(n.length!==r.length)return!1;for(let r=0;r<n.length;r++)if(!Object.prototype.hasOwnProperty.call(t,n[r])||!R(e[n[r]],t[n[r]]))return!1;return!0}const ce={childContextTypes:!0,contextType:!0,contextTypes:!0,defaultProps:!0,displayName:!0,getDefaultProps:!0,getDerivedStateFromError:!0,getDerivedStateFromProps:!0,mixins:!0,propTypes:!0,type:!0},le={name:!0,length:!0,prototype:!0,caller:!0,callee:!0,arguments:!0,arity:!0},ue={$$typeof:!0,render:!0,defaultProps:!0,displayName:!0,propTypes:!0},B={$$typeof:!0,compare:!0,defaultProps:!0,displayName:!0,propTypes:!0,type:!0},de={[C]:ue,[w]:B};function V(e){return E(e)?B:de[e.$$typeof]||ce}const fe=Object.defineProperty,pe=Object.getOwnPropertyNames,H=Object.getOwnPropertySymbols,me=Object.getOwnPropertyDescriptor,U=Object.getPrototypeOf,W=Object.prototype;function G(e,t){if(typeof t!=`string`){if(W){let n=U(t);n&&n!==W&&G(e,n)}let n=pe(t);H&&(n=n.concat(H(t)));let r=V(e),i=V(t);for(let a=0;a<n.length;++a){let o=n[a];if(!le[o]&&!(i&&i[o])&&!(r&&r[o])){let n=me(t,o);try{fe(e,o,n)}catch{}}}}return e}const he=Symbol.for(`react-redux-context`),ge=typeof globalThis<`u`?globalThis:{};function _e(){if(!l.createContext)return{};let e=ge[he]??=new Map,t=e.get(l.createContext);return t||(t=l.createContext(null),e.set(l.createContext,t)),t}const K=_e(),ve=[null,null];function ye(e,t,n){L(()=>e(...t),n)}function be(e,t,n,r,i,a){e.current=r,n.current=!1,i.current&&(i.current=null,a())}function xe(e,t,n,r,i,a,o,s,c,l,u,d){if(!e)return()=>{};let f=!1,p=null,m=()=>{if(f||!s.current)return;let e=t.getState(),n,d;try{n=r(e,i.current)}catch(e){d=e,p=e}d||(p=null),n===a.current?o.current||l():(a.current=n,c.current=n,o.current=!0,u())};return n.onStateChange=m,n.trySubscribe(),m(),()=>{if(f=!0,n.tryUnsubscribe(),n.onStateChange=null,p)throw p}}function Se(e,t){return e===t}function q(e,t,n,{pure:r,areStatesEqual:i=Se,areOwnPropsEqual:a=z,areStatePropsEqual:o=z,areMergedPropsEqual:s=z,forwardRef:c=!1,context:u=K}={}){let d=u,f=ne(e),p=te(t),m=ae(n),h=!!e;return e=>{let t=e.displayName||e.name||`Component`,n=`Connect(${t})`,r={shouldHandleStateChanges:h,displayName:n,wrappedComponentName:t,WrappedComponent:e,initMapStateToProps:f,initMapDispatchToProps:p,initMergeProps:m,areStatesEqual:i,areStatePropsEqual:o,areOwnPropsEqual:a,areMergedPropsEqual:s};function u(t){let[i,a,o]=l.useMemo(()=>{let{reactReduxForwardedRef:e,...n}=t;return[t.context,e,n]},[t]),s=l.useMemo(()=>{let e=d;return i?.Consumer&&(e=i),e},[i,d]),u=l.useContext(s),f=!!t.store&&!!t.store.getState&&!!t.store.dispatch,p=!!u&&!!u.store,m=f?t.store:u.store,g=p?u.getServerState:m.getState,_=l.useMemo(()=>ee(m.dispatch,r),[m]),[v,y]=l.useMemo(()=>{if(!h)return ve;let e=F(m,f?void 0:u.subscription);return[e,e.notifyNestedSubs.bind(e)]},[m,f,u]),b=l.useMemo(()=>f?u:{...u,subscription:v},[f,u,v]),x=l.useRef(void 0),S=l.useRef(o),C=l.useRef(void 0),w=l.useRef(!1),T=l.useRef(!1),E=l.useRef(void 0);L(()=>(T.current=!0,()=>{T.current=!1}),[]);let D=l.useMemo(()=>()=>C.current&&o===S.current?C.current:_(m.getState(),o),[m,o]),O=l.useMemo(()=>e=>v?xe(h,m,v,_,S,x,w,T,C,y,e,n):()=>{},[v]);ye(be,[S,x,w,o,C,y]);let k;try{k=l.useSyncExternalStore(O,D,g?()=>_(g(),o):D)}catch(e){throw E.current&&(e.message+=`\nThe error may be correlated with this previous error:\n${E.current.stack}\n\n`),e}L(()=>{E.current=void 0,C.current=void 0,x.current=k});let A=l.useMemo(()=>{let t={...k};return c&&(t.ref=a),l.createElement(e,t)},[a,e,k]);return l.useMemo(()=>h?l.createElement(s.Provider,{value:b},A):A,[s,A,b])}let g=l.memo(u);if(g.WrappedComponent=e,g.displayName=u.displayName=n,c){let t=l.forwardRef(function(e,t){return l.createElement(g,{...e,reactReduxForwardedRef:t})});return t.displayName=n,t.WrappedComponent=e,G(t,e)}return G(g,e)}}const Ce=q,we=q;function Te(e){let{children:t,context:n,serverState:r,store:i}=e,a=l.useMemo(()=>{let e=F(i);return{store:i,subscription:e,getServerState:r==null?void 0:()=>r}},[i,r]),o=l.useMemo(()=>i.getState(),[i]);L(()=>{let{subscription:e}=a;return e.onStateChange=e.notifyNestedSubs,e.trySubscribe(),o!==i.getState()&&e.notifyNestedSubs(),()=>{e.tryUnsubscribe(),e.onStateChange=void 0}},[a,o]);let s=n||K;return l.createElement(s.Provider,{value:a},t)}function J(e=K){return function(){return l.useContext(e)}}const Y=J();function X(e=K){let t=e===K?Y:J(e),n=()=>{let{store:e}=t();return e};return Object.assign(n,{withTypes:()=>n}),n}const Z=X();function Q(e=K){let t=e===K?Z:X(e),n=()=>t().dispatch;return Object.assign(n,{withTypes:()=>n}),n}const Ee=Q(),De=(e,t)=>e===t;function $(e=K){let t=e===K?Y:J(e),n=(e,n={})=>{let{equalityFn:r=De}=typeof n==`function`?{equalityFn:n}:n,{store:i,subscription:a,getServerState:o}=t();l.useRef(!0);let s=l.useCallback({[e.name](t){return e(t)}}[e.name],[e]),u=(0,c.useSyncExternalStoreWithSelector)(a.addNestedSub,i.getState,o||i.getState,s,r);return l.useDebugValue(u),u};return Object.assign(n,{withTypes:()=>n}),n}const Oe=$(),ke=N;exports.Provider=Te,exports.ReactReduxContext=K,exports.batch=ke,exports.connect=Ce,exports.createDispatchHook=Q,exports.createSelectorHook=$,exports.createStoreHook=X,exports.legacy_connect=we,exports.shallowEqual=z,exports.useDispatch=Ee,exports.useSelector=Oe,exports.useStore=Z;
//# sourceMappingURL=react-redux.production.min.cjs.map

},
20038(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  ReducerType: () => (ReducerType),
  SHOULD_AUTOBATCH: () => (SHOULD_AUTOBATCH),
  TaskAbortError: () => (TaskAbortError),
  Tuple: () => (Tuple),
  __DO_NOT_USE__ActionTypes: () => (/* reexport safe */ redux__rspack_import_0.$d),
  addListener: () => (addListener),
  applyMiddleware: () => (/* reexport safe */ redux__rspack_import_0.Tw),
  asyncThunkCreator: () => (asyncThunkCreator),
  autoBatchEnhancer: () => (autoBatchEnhancer),
  bindActionCreators: () => (/* reexport safe */ redux__rspack_import_0.zH),
  buildCreateSlice: () => (buildCreateSlice),
  clearAllListeners: () => (clearAllListeners),
  combineReducers: () => (/* reexport safe */ redux__rspack_import_0.HY),
  combineSlices: () => (combineSlices),
  compose: () => (/* reexport safe */ redux__rspack_import_0.Zz),
  configureStore: () => (configureStore),
  createAction: () => (createAction),
  createActionCreatorInvariantMiddleware: () => (createActionCreatorInvariantMiddleware),
  createAsyncThunk: () => (createAsyncThunk),
  createDraftSafeSelector: () => (createDraftSafeSelector),
  createDraftSafeSelectorCreator: () => (createDraftSafeSelectorCreator),
  createDynamicMiddleware: () => (createDynamicMiddleware),
  createEntityAdapter: () => (createEntityAdapter),
  createImmutableStateInvariantMiddleware: () => (createImmutableStateInvariantMiddleware),
  createListenerMiddleware: () => (createListenerMiddleware),
  createNextState: () => (/* reexport safe */ immer__rspack_import_1.jM),
  createReducer: () => (createReducer),
  createSelector: () => (/* reexport safe */ reselect__rspack_import_2.Mz),
  createSelectorCreator: () => (/* reexport safe */ reselect__rspack_import_2.Ad),
  createSerializableStateInvariantMiddleware: () => (createSerializableStateInvariantMiddleware),
  createSlice: () => (createSlice),
  createStore: () => (/* reexport safe */ redux__rspack_import_0.y$),
  current: () => (/* reexport safe */ immer__rspack_import_1.ss),
  findNonSerializableValue: () => (findNonSerializableValue),
  formatProdErrorMessage: () => (formatProdErrorMessage),
  freeze: () => (/* reexport safe */ immer__rspack_import_1.CN),
  isAction: () => (/* reexport safe */ redux__rspack_import_0.ve),
  isActionCreator: () => (isActionCreator),
  isAllOf: () => (isAllOf),
  isAnyOf: () => (isAnyOf),
  isAsyncThunkAction: () => (isAsyncThunkAction),
  isDraft: () => (/* reexport safe */ immer__rspack_import_1.Qx),
  isFluxStandardAction: () => (isFSA),
  isFulfilled: () => (isFulfilled),
  isImmutableDefault: () => (isImmutableDefault),
  isPending: () => (isPending),
  isPlain: () => (isPlain),
  isPlainObject: () => (/* reexport safe */ redux__rspack_import_0.Qd),
  isRejected: () => (isRejected),
  isRejectedWithValue: () => (isRejectedWithValue),
  legacy_createStore: () => (/* reexport safe */ redux__rspack_import_0.Yl),
  lruMemoize: () => (/* reexport safe */ reselect__rspack_import_2.i5),
  miniSerializeError: () => (miniSerializeError),
  nanoid: () => (nanoid),
  original: () => (/* reexport safe */ immer__rspack_import_1.c2),
  prepareAutoBatched: () => (prepareAutoBatched),
  removeListener: () => (removeListener),
  unwrapResult: () => (unwrapResult),
  weakMapMemoize: () => (/* reexport safe */ reselect__rspack_import_2.X4)
});
/* import */ var redux__rspack_import_0 = __webpack_require__(14644);
/* import */ var immer__rspack_import_1 = __webpack_require__(1932);
/* import */ var reselect__rspack_import_2 = __webpack_require__(25508);
/* import */ var redux_thunk__rspack_import_3 = __webpack_require__(27346);
/* provided dependency */ var process = __webpack_require__(65606);





//#region src/createDraftSafeSelector.ts
const createDraftSafeSelectorCreator = (...args) => {
	const createSelector = (0,reselect__rspack_import_2/* .createSelectorCreator */.Ad)(...args);
	const createDraftSafeSelector = Object.assign((...args) => {
		const selector = createSelector(...args);
		const wrappedSelector = (value, ...rest) => selector((0,immer__rspack_import_1/* .isDraft */.Qx)(value) ? (0,immer__rspack_import_1/* .current */.ss)(value) : value, ...rest);
		Object.assign(wrappedSelector, selector);
		return wrappedSelector;
	}, { withTypes: () => createDraftSafeSelector });
	return createDraftSafeSelector;
};
const createDraftSafeSelector = /* @__PURE__ */ createDraftSafeSelectorCreator(reselect__rspack_import_2/* .weakMapMemoize */.X4);
//#endregion
//#region src/devtoolsExtension.ts
const composeWithDevTools = typeof window !== "undefined" && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ ? window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ : function() {
	if (arguments.length === 0) return void 0;
	if (typeof arguments[0] === "object") return redux__rspack_import_0/* .compose */.Zz;
	return redux__rspack_import_0/* .compose.apply */.Zz.apply(null, arguments);
};
typeof window !== "undefined" && window.__REDUX_DEVTOOLS_EXTENSION__ && window.__REDUX_DEVTOOLS_EXTENSION__;
//#endregion
//#region src/tsHelpers.ts
const hasMatchFunction = (v) => {
	return v && typeof v.match === "function";
};
//#endregion
//#region src/createAction.ts
function createAction(type, prepareAction) {
	function actionCreator(...args) {
		if (prepareAction) {
			let prepared = prepareAction(...args);
			if (!prepared) throw new Error( true ? formatProdErrorMessage(0) : 0);
			return {
				type,
				payload: prepared.payload,
				..."meta" in prepared && { meta: prepared.meta },
				..."error" in prepared && { error: prepared.error }
			};
		}
		return {
			type,
			payload: args[0]
		};
	}
	actionCreator.toString = () => `${type}`;
	actionCreator.type = type;
	actionCreator.match = (action) => action != null && action.type === type && (0,redux__rspack_import_0/* .isAction */.ve)(action);
	return actionCreator;
}
function isActionCreator(action) {
	return typeof action === "function" && "type" in action && hasMatchFunction(action);
}
function isFSA(action) {
	return (0,redux__rspack_import_0/* .isAction */.ve)(action) && Object.keys(action).every(isValidKey);
}
function isValidKey(key) {
	return [
		"type",
		"payload",
		"error",
		"meta"
	].indexOf(key) > -1;
}
//#endregion
//#region src/actionCreatorInvariantMiddleware.ts
function getMessage(type) {
	const splitType = type ? `${type}`.split("/") : [];
	const actionName = splitType[splitType.length - 1] || "actionCreator";
	return `Detected an action creator with type "${type || "unknown"}" being dispatched.
Make sure you're calling the action creator before dispatching, i.e. \`dispatch(${actionName}())\` instead of \`dispatch(${actionName})\`. This is necessary even if the action has no payload.`;
}
function createActionCreatorInvariantMiddleware(options = {}) {
	if (true) return () => (next) => (action) => next(action);
	const { isActionCreator: isActionCreator$1 = isActionCreator } = options;
	return () => (next) => (action) => {
		if (isActionCreator$1(action)) console.warn(getMessage(action.type));
		return next(action);
	};
}
//#endregion
//#region src/utils.ts
function getTimeMeasureUtils(maxDelay, fnName) {
	let elapsed = 0;
	return {
		measureTime(fn) {
			const started = Date.now();
			try {
				return fn();
			} finally {
				elapsed += Date.now() - started;
			}
		},
		warnIfExceeded() {
			if (elapsed > maxDelay) console.warn(`${fnName} took ${elapsed}ms, which is more than the warning threshold of ${maxDelay}ms. 
If your state or actions are very large, you may want to disable the middleware as it might cause too much of a slowdown in development mode. See https://redux-toolkit.js.org/api/getDefaultMiddleware for instructions.
It is disabled in production builds, so you don't need to worry about that.`);
		}
	};
}
var Tuple = class Tuple extends Array {
	constructor(...items) {
		super(...items);
		Object.setPrototypeOf(this, Tuple.prototype);
	}
	static get [Symbol.species]() {
		return Tuple;
	}
	concat(...arr) {
		return super.concat.apply(this, arr);
	}
	prepend(...arr) {
		if (arr.length === 1 && Array.isArray(arr[0])) return new Tuple(...arr[0].concat(this));
		return new Tuple(...arr.concat(this));
	}
};
function freezeDraftable(val) {
	return (0,immer__rspack_import_1/* .isDraftable */.a6)(val) ? (0,immer__rspack_import_1/* .produce */.jM)(val, () => {}) : val;
}
function getOrInsertComputed(map, key, compute) {
	if (map.has(key)) return map.get(key);
	return map.set(key, compute(key)).get(key);
}
//#endregion
//#region src/immutableStateInvariantMiddleware.ts
function isImmutableDefault(value) {
	return typeof value !== "object" || value == null || Object.isFrozen(value);
}
function trackForMutations(isImmutable, ignoredPaths, obj) {
	const trackedProperties = trackProperties(isImmutable, ignoredPaths, obj);
	return { detectMutations() {
		return detectMutations(isImmutable, ignoredPaths, trackedProperties, obj);
	} };
}
function trackProperties(isImmutable, ignoredPaths = [], obj, path = "", inProgress = /* @__PURE__ */ new Map()) {
	const tracked = { value: obj };
	if (!isImmutable(obj)) {
		const alreadyInProgress = inProgress.get(obj);
		if (alreadyInProgress) return alreadyInProgress;
		tracked.children = {};
		inProgress.set(obj, tracked);
		const hasIgnoredPaths = ignoredPaths.length > 0;
		for (const key in obj) {
			const nestedPath = path ? path + "." + key : key;
			if (hasIgnoredPaths) {
				if (ignoredPaths.some((ignored) => {
					if (ignored instanceof RegExp) return ignored.test(nestedPath);
					return nestedPath === ignored;
				})) continue;
			}
			tracked.children[key] = trackProperties(isImmutable, ignoredPaths, obj[key], nestedPath, inProgress);
		}
		inProgress.delete(obj);
	}
	return tracked;
}
function detectMutations(isImmutable, ignoredPaths = [], trackedProperty, obj, sameParentRef = false, path = "", seen = /* @__PURE__ */ new Map()) {
	const prevObj = trackedProperty ? trackedProperty.value : void 0;
	const sameRef = prevObj === obj;
	if (sameParentRef && !sameRef && !Number.isNaN(obj)) return {
		wasMutated: true,
		path
	};
	if (isImmutable(prevObj) || isImmutable(obj)) return { wasMutated: false };
	let seenValues = seen.get(trackedProperty);
	if (!seenValues) {
		seenValues = /* @__PURE__ */ new Set();
		seen.set(trackedProperty, seenValues);
	} else if (seenValues.has(obj)) return { wasMutated: false };
	seenValues.add(obj);
	const keysToDetect = {};
	for (let key in trackedProperty.children) keysToDetect[key] = true;
	for (let key in obj) keysToDetect[key] = true;
	const hasIgnoredPaths = ignoredPaths.length > 0;
	for (let key in keysToDetect) {
		const nestedPath = path ? path + "." + key : key;
		if (hasIgnoredPaths) {
			if (ignoredPaths.some((ignored) => {
				if (ignored instanceof RegExp) return ignored.test(nestedPath);
				return nestedPath === ignored;
			})) continue;
		}
		const result = detectMutations(isImmutable, ignoredPaths, trackedProperty.children[key], obj[key], sameRef, nestedPath, seen);
		if (result.wasMutated) return result;
	}
	return { wasMutated: false };
}
function createImmutableStateInvariantMiddleware(options = {}) {
	if (true) return () => (next) => (action) => next(action);
	else {}
}
//#endregion
//#region src/serializableStateInvariantMiddleware.ts
function isPlain(val) {
	const type = typeof val;
	return val == null || type === "string" || type === "boolean" || type === "number" || Array.isArray(val) || (0,redux__rspack_import_0/* .isPlainObject */.Qd)(val);
}
function findNonSerializableValue(value, path = "", isSerializable = isPlain, getEntries, ignoredPaths = [], cache) {
	return findNonSerializableValueRecursive(value, path, isSerializable, getEntries, ignoredPaths, cache, /* @__PURE__ */ new Set());
}
function findNonSerializableValueRecursive(value, path, isSerializable, getEntries, ignoredPaths, cache, ancestors) {
	let foundNestedSerializable;
	if (!isSerializable(value)) return {
		keyPath: path || "<root>",
		value
	};
	if (typeof value !== "object" || value === null) return false;
	if (cache?.has(value)) return false;
	if (ancestors.has(value)) return {
		keyPath: path || "<root>",
		value
	};
	ancestors.add(value);
	const entries = getEntries != null ? getEntries(value) : Object.entries(value);
	const hasIgnoredPaths = ignoredPaths.length > 0;
	for (const [key, nestedValue] of entries) {
		const nestedPath = path ? path + "." + key : key;
		if (hasIgnoredPaths) {
			if (ignoredPaths.some((ignored) => {
				if (ignored instanceof RegExp) return ignored.test(nestedPath);
				return nestedPath === ignored;
			})) continue;
		}
		if (!isSerializable(nestedValue)) return {
			keyPath: nestedPath,
			value: nestedValue
		};
		if (typeof nestedValue === "object") {
			foundNestedSerializable = findNonSerializableValueRecursive(nestedValue, nestedPath, isSerializable, getEntries, ignoredPaths, cache, ancestors);
			if (foundNestedSerializable) return foundNestedSerializable;
		}
	}
	ancestors.delete(value);
	if (cache && isNestedFrozen(value)) cache.add(value);
	return false;
}
function isNestedFrozen(value) {
	return isNestedFrozenRecursive(value, /* @__PURE__ */ new Set());
}
function isNestedFrozenRecursive(value, visited) {
	if (!Object.isFrozen(value)) return false;
	if (visited.has(value)) return true;
	visited.add(value);
	for (const nestedValue of Object.values(value)) {
		if (typeof nestedValue !== "object" || nestedValue === null) continue;
		if (!isNestedFrozenRecursive(nestedValue, visited)) return false;
	}
	return true;
}
function createSerializableStateInvariantMiddleware(options = {}) {
	if (true) return () => (next) => (action) => next(action);
	else {}
}
//#endregion
//#region src/getDefaultMiddleware.ts
function isBoolean(x) {
	return typeof x === "boolean";
}
const buildGetDefaultMiddleware = () => function getDefaultMiddleware(options) {
	const { thunk: thunk$1 = true, immutableCheck = true, serializableCheck = true, actionCreatorCheck = true } = options ?? {};
	let middlewareArray = new Tuple();
	if (thunk$1) {
		if (isBoolean(thunk$1)) middlewareArray.push(redux_thunk__rspack_import_3/* .thunk */.P);
		else middlewareArray.push((0,redux_thunk__rspack_import_3/* .withExtraArgument */.Y)(thunk$1.extraArgument));
	}
	if (false) {}
	return middlewareArray;
};
//#endregion
//#region src/autoBatchEnhancer.ts
const SHOULD_AUTOBATCH = "RTK_autoBatch";
const prepareAutoBatched = () => (payload) => ({
	payload,
	meta: { [SHOULD_AUTOBATCH]: true }
});
const createQueueWithTimer = (timeout) => {
	return (notify) => {
		setTimeout(notify, timeout);
	};
};
const createRafWithFallbackTimer = (raf, caf, timeout) => {
	return (notify) => {
		let called = false;
		let rafId;
		let timerId;
		const callback = () => {
			if (called) return;
			called = true;
			caf?.(rafId);
			clearTimeout(timerId);
			notify();
		};
		rafId = raf(callback);
		timerId = setTimeout(callback, timeout);
	};
};
const autoBatchEnhancer = (options = { type: "raf" }) => (next) => (...args) => {
	const store = next(...args);
	let notifying = true;
	let shouldNotifyAtEndOfTick = false;
	let notificationQueued = false;
	const listeners = /* @__PURE__ */ new Set();
	const queueCallback = options.type === "tick" ? queueMicrotask : options.type === "raf" ? typeof window !== "undefined" && window.requestAnimationFrame ? createRafWithFallbackTimer(window.requestAnimationFrame, window.cancelAnimationFrame, 100) : createQueueWithTimer(10) : options.type === "callback" ? options.queueNotification : createQueueWithTimer(options.timeout);
	const notifyListeners = () => {
		notificationQueued = false;
		if (shouldNotifyAtEndOfTick) {
			shouldNotifyAtEndOfTick = false;
			listeners.forEach((l) => l());
		}
	};
	return Object.assign({}, store, {
		subscribe(listener) {
			const wrappedListener = () => notifying && listener();
			const unsubscribe = store.subscribe(wrappedListener);
			listeners.add(listener);
			return () => {
				unsubscribe();
				listeners.delete(listener);
			};
		},
		dispatch(action) {
			try {
				notifying = !action?.meta?.[SHOULD_AUTOBATCH];
				shouldNotifyAtEndOfTick = !notifying;
				if (shouldNotifyAtEndOfTick) {
					if (!notificationQueued) {
						notificationQueued = true;
						queueCallback(notifyListeners);
					}
				}
				return store.dispatch(action);
			} finally {
				notifying = true;
			}
		}
	});
};
//#endregion
//#region src/getDefaultEnhancers.ts
const buildGetDefaultEnhancers = (middlewareEnhancer) => function getDefaultEnhancers(options) {
	const { autoBatch = true } = options ?? {};
	let enhancerArray = new Tuple(middlewareEnhancer);
	if (autoBatch) enhancerArray.push(autoBatchEnhancer(typeof autoBatch === "object" ? autoBatch : void 0));
	return enhancerArray;
};
//#endregion
//#region src/configureStore.ts
function configureStore(options) {
	const getDefaultMiddleware = buildGetDefaultMiddleware();
	const { reducer = void 0, middleware, devTools = true, duplicateMiddlewareCheck = true, preloadedState = void 0, enhancers = void 0 } = options || {};
	let rootReducer;
	if (typeof reducer === "function") rootReducer = reducer;
	else if ((0,redux__rspack_import_0/* .isPlainObject */.Qd)(reducer)) rootReducer = (0,redux__rspack_import_0/* .combineReducers */.HY)(reducer);
	else throw new Error( true ? formatProdErrorMessage(1) : 0);
	if (false) {}
	let finalMiddleware;
	if (typeof middleware === "function") {
		finalMiddleware = middleware(getDefaultMiddleware);
		if (false) {}
	} else finalMiddleware = getDefaultMiddleware();
	if (false) {}
	if (false) {}
	let finalCompose = redux__rspack_import_0/* .compose */.Zz;
	if (devTools) finalCompose = composeWithDevTools({
		trace: "production" !== "production",
		...typeof devTools === "object" && devTools
	});
	const middlewareEnhancer = (0,redux__rspack_import_0/* .applyMiddleware */.Tw)(...finalMiddleware);
	const getDefaultEnhancers = buildGetDefaultEnhancers(middlewareEnhancer);
	if (false) {}
	let storeEnhancers = typeof enhancers === "function" ? enhancers(getDefaultEnhancers) : getDefaultEnhancers();
	if (false) {}
	if (false) {}
	if (false) {}
	const composedEnhancer = finalCompose(...storeEnhancers);
	return (0,redux__rspack_import_0/* .createStore */.y$)(rootReducer, preloadedState, composedEnhancer);
}
//#endregion
//#region src/mapBuilders.ts
function executeReducerBuilderCallback(builderCallback) {
	const actionsMap = {};
	const actionMatchers = [];
	let defaultCaseReducer;
	const builder = {
		addCase(typeOrActionCreator, reducer) {
			if (false) {}
			const type = typeof typeOrActionCreator === "string" ? typeOrActionCreator : typeOrActionCreator.type;
			if (!type) throw new Error( true ? formatProdErrorMessage(28) : 0);
			if (type in actionsMap) throw new Error( true ? formatProdErrorMessage(29) : 0);
			actionsMap[type] = reducer;
			return builder;
		},
		addAsyncThunk(asyncThunk, reducers) {
			if (false) {}
			if (reducers.pending) actionsMap[asyncThunk.pending.type] = reducers.pending;
			if (reducers.rejected) actionsMap[asyncThunk.rejected.type] = reducers.rejected;
			if (reducers.fulfilled) actionsMap[asyncThunk.fulfilled.type] = reducers.fulfilled;
			if (reducers.settled) actionMatchers.push({
				matcher: asyncThunk.settled,
				reducer: reducers.settled
			});
			return builder;
		},
		addMatcher(matcher, reducer) {
			if (false) {}
			actionMatchers.push({
				matcher,
				reducer
			});
			return builder;
		},
		addDefaultCase(reducer) {
			if (false) {}
			defaultCaseReducer = reducer;
			return builder;
		}
	};
	builderCallback(builder);
	return [
		actionsMap,
		actionMatchers,
		defaultCaseReducer
	];
}
//#endregion
//#region src/createReducer.ts
function isStateFunction(x) {
	return typeof x === "function";
}
function createReducer(initialState, mapOrBuilderCallback) {
	if (false) {}
	let [actionsMap, finalActionMatchers, finalDefaultCaseReducer] = executeReducerBuilderCallback(mapOrBuilderCallback);
	let getInitialState;
	if (isStateFunction(initialState)) getInitialState = () => freezeDraftable(initialState());
	else {
		const frozenInitialState = freezeDraftable(initialState);
		getInitialState = () => frozenInitialState;
	}
	function applyCaseReducer(previousState, caseReducer, action) {
		if ((0,immer__rspack_import_1/* .isDraft */.Qx)(previousState)) {
			const result = caseReducer(previousState, action);
			if (result === void 0) return previousState;
			return result;
		} else if (!(0,immer__rspack_import_1/* .isDraftable */.a6)(previousState)) {
			const result = caseReducer(previousState, action);
			if (result === void 0) {
				if (previousState === null) return previousState;
				throw new Error( true ? formatProdErrorMessage(9) : 0);
			}
			return result;
		} else return (0,immer__rspack_import_1/* .produce */.jM)(previousState, (draft) => {
			return caseReducer(draft, action);
		});
	}
	function reducer(state = getInitialState(), action) {
		const caseReducer = actionsMap[action.type];
		let matchedReducers;
		for (const { matcher, reducer } of finalActionMatchers) if (matcher(action) && reducer) (matchedReducers ??= []).push(reducer);
		if (!caseReducer && !matchedReducers) return finalDefaultCaseReducer ? applyCaseReducer(state, finalDefaultCaseReducer, action) : state;
		if (caseReducer) state = applyCaseReducer(state, caseReducer, action);
		if (matchedReducers) for (const matchedReducer of matchedReducers) state = applyCaseReducer(state, matchedReducer, action);
		return state;
	}
	reducer.getInitialState = getInitialState;
	return reducer;
}
//#endregion
//#region src/matchers.ts
const matches = (matcher, action) => {
	if (hasMatchFunction(matcher)) return matcher.match(action);
	else return matcher(action);
};
function isAnyOf(...matchers) {
	return (action) => {
		return matchers.some((matcher) => matches(matcher, action));
	};
}
function isAllOf(...matchers) {
	return (action) => {
		return matchers.every((matcher) => matches(matcher, action));
	};
}
function hasExpectedRequestMetadata(action, validStatus) {
	if (!action || !action.meta) return false;
	const hasValidRequestId = typeof action.meta.requestId === "string";
	const hasValidRequestStatus = validStatus.indexOf(action.meta.requestStatus) > -1;
	return hasValidRequestId && hasValidRequestStatus;
}
function isAsyncThunkArray(a) {
	return typeof a[0] === "function" && "pending" in a[0] && "fulfilled" in a[0] && "rejected" in a[0];
}
function isPending(...asyncThunks) {
	if (asyncThunks.length === 0) return (action) => hasExpectedRequestMetadata(action, ["pending"]);
	if (!isAsyncThunkArray(asyncThunks)) return isPending()(asyncThunks[0]);
	return isAnyOf(...asyncThunks.map((asyncThunk) => asyncThunk.pending));
}
function isRejected(...asyncThunks) {
	if (asyncThunks.length === 0) return (action) => hasExpectedRequestMetadata(action, ["rejected"]);
	if (!isAsyncThunkArray(asyncThunks)) return isRejected()(asyncThunks[0]);
	return isAnyOf(...asyncThunks.map((asyncThunk) => asyncThunk.rejected));
}
function isRejectedWithValue(...asyncThunks) {
	const hasFlag = (action) => {
		return action && action.meta && action.meta.rejectedWithValue;
	};
	if (asyncThunks.length === 0) return isAllOf(isRejected(...asyncThunks), hasFlag);
	if (!isAsyncThunkArray(asyncThunks)) return isRejectedWithValue()(asyncThunks[0]);
	return isAllOf(isRejected(...asyncThunks), hasFlag);
}
function isFulfilled(...asyncThunks) {
	if (asyncThunks.length === 0) return (action) => hasExpectedRequestMetadata(action, ["fulfilled"]);
	if (!isAsyncThunkArray(asyncThunks)) return isFulfilled()(asyncThunks[0]);
	return isAnyOf(...asyncThunks.map((asyncThunk) => asyncThunk.fulfilled));
}
function isAsyncThunkAction(...asyncThunks) {
	if (asyncThunks.length === 0) return (action) => hasExpectedRequestMetadata(action, [
		"pending",
		"fulfilled",
		"rejected"
	]);
	if (!isAsyncThunkArray(asyncThunks)) return isAsyncThunkAction()(asyncThunks[0]);
	return isAnyOf(...asyncThunks.flatMap((asyncThunk) => [
		asyncThunk.pending,
		asyncThunk.rejected,
		asyncThunk.fulfilled
	]));
}
//#endregion
//#region src/nanoid.ts
let urlAlphabet = "ModuleSymbhasOwnPr-0123456789ABCDEFGHNRVfgctiUvz_KqYTJkLxpZXIjQW";
let nanoid = (size = 21) => {
	let id = "";
	let i = size;
	while (i--) id += urlAlphabet[Math.random() * 64 | 0];
	return id;
};
//#endregion
//#region src/createAsyncThunk.ts
const commonProperties = [
	"name",
	"message",
	"stack",
	"code"
];
var RejectWithValue = class {
	payload;
	meta;
	_type;
	constructor(payload, meta) {
		this.payload = payload;
		this.meta = meta;
	}
};
var FulfillWithMeta = class {
	payload;
	meta;
	_type;
	constructor(payload, meta) {
		this.payload = payload;
		this.meta = meta;
	}
};
const miniSerializeError = (value) => {
	if (typeof value === "object" && value !== null) {
		const simpleError = {};
		for (const property of commonProperties) if (typeof value[property] === "string") simpleError[property] = value[property];
		return simpleError;
	}
	return { message: String(value) };
};
const externalAbortMessage = "External signal was aborted";
const createAsyncThunk = /* @__PURE__ */ (() => {
	function createAsyncThunk(typePrefix, payloadCreator, options) {
		const fulfilled = createAction(typePrefix + "/fulfilled", (payload, requestId, arg, meta) => ({
			payload,
			meta: {
				...meta || {},
				arg,
				requestId,
				requestStatus: "fulfilled"
			}
		}));
		const pending = createAction(typePrefix + "/pending", (requestId, arg, meta) => ({
			payload: void 0,
			meta: {
				...meta || {},
				arg,
				requestId,
				requestStatus: "pending"
			}
		}));
		const rejected = createAction(typePrefix + "/rejected", (error, requestId, arg, payload, meta) => ({
			payload,
			error: (options && options.serializeError || miniSerializeError)(error || "Rejected"),
			meta: {
				...meta || {},
				arg,
				requestId,
				rejectedWithValue: payload !== void 0,
				requestStatus: "rejected",
				aborted: error?.name === "AbortError",
				condition: error?.name === "ConditionError"
			}
		}));
		function actionCreator(arg, { signal } = {}) {
			return (dispatch, getState, extra) => {
				const requestId = options?.idGenerator ? options.idGenerator(arg) : nanoid();
				const abortController = new AbortController();
				let abortHandler;
				let abortReason;
				function abort(reason) {
					abortReason = reason;
					abortController.abort();
				}
				if (signal) {
					if (signal.aborted) abort(externalAbortMessage);
					else signal.addEventListener("abort", () => abort(externalAbortMessage), { once: true });
				}
				const promise = async function() {
					let finalAction;
					try {
						let conditionResult = options?.condition?.(arg, {
							getState,
							extra
						});
						if (isThenable(conditionResult)) conditionResult = await conditionResult;
						if (conditionResult === false) throw {
							name: "ConditionError",
							message: "Aborted due to condition callback returning false."
						};
						if (abortController.signal.aborted) throw {
							name: "AbortError",
							message: abortReason || "Aborted"
						};
						const abortedPromise = new Promise((_, reject) => {
							abortHandler = () => {
								reject({
									name: "AbortError",
									message: abortReason || "Aborted"
								});
							};
							abortController.signal.addEventListener("abort", abortHandler, { once: true });
						});
						dispatch(pending(requestId, arg, options?.getPendingMeta?.({
							requestId,
							arg
						}, {
							getState,
							extra
						})));
						finalAction = await Promise.race([abortedPromise, Promise.resolve(payloadCreator(arg, {
							dispatch,
							getState,
							extra,
							requestId,
							signal: abortController.signal,
							abort,
							rejectWithValue: ((value, meta) => {
								return new RejectWithValue(value, meta);
							}),
							fulfillWithValue: ((value, meta) => {
								return new FulfillWithMeta(value, meta);
							})
						})).then((result) => {
							if (result instanceof RejectWithValue) throw result;
							if (result instanceof FulfillWithMeta) return fulfilled(result.payload, requestId, arg, result.meta);
							return fulfilled(result, requestId, arg);
						})]);
					} catch (err) {
						finalAction = err instanceof RejectWithValue ? rejected(null, requestId, arg, err.payload, err.meta) : rejected(err, requestId, arg);
					} finally {
						if (abortHandler) abortController.signal.removeEventListener("abort", abortHandler);
					}
					if (!(options && !options.dispatchConditionRejection && rejected.match(finalAction) && finalAction.meta.condition)) dispatch(finalAction);
					return finalAction;
				}();
				return Object.assign(promise, {
					abort,
					requestId,
					arg,
					unwrap() {
						return promise.then(unwrapResult);
					}
				});
			};
		}
		return Object.assign(actionCreator, {
			pending,
			rejected,
			fulfilled,
			settled: isAnyOf(rejected, fulfilled),
			typePrefix
		});
	}
	createAsyncThunk.withTypes = () => createAsyncThunk;
	return createAsyncThunk;
})();
function unwrapResult(action) {
	if (action.meta && action.meta.rejectedWithValue) throw action.payload;
	if (action.error) throw action.error;
	return action.payload;
}
function isThenable(value) {
	return value !== null && typeof value === "object" && typeof value.then === "function";
}
//#endregion
//#region src/createSlice.ts
const asyncThunkSymbol = /* @__PURE__ */ Symbol.for("rtk-slice-createasyncthunk");
const asyncThunkCreator = /* @__PURE__ */ (() => ({ [asyncThunkSymbol]: createAsyncThunk }))();
let ReducerType = /* @__PURE__ */ function(ReducerType) {
	ReducerType["reducer"] = "reducer";
	ReducerType["reducerWithPrepare"] = "reducerWithPrepare";
	ReducerType["asyncThunk"] = "asyncThunk";
	return ReducerType;
}({});
function getType(slice, actionKey) {
	return `${slice}/${actionKey}`;
}
function buildCreateSlice({ creators } = {}) {
	const cAT = creators?.asyncThunk?.[asyncThunkSymbol];
	return function createSlice(options) {
		const { name, reducerPath = name } = options;
		if (!name) throw new Error( true ? formatProdErrorMessage(11) : 0);
		if (typeof process !== "undefined" && "production" === "development") {}
		const reducers = (typeof options.reducers === "function" ? options.reducers(buildReducerCreators()) : options.reducers) || {};
		const reducerNames = Object.keys(reducers);
		const context = {
			sliceCaseReducersByName: {},
			sliceCaseReducersByType: {},
			actionCreators: {},
			sliceMatchers: []
		};
		const contextMethods = {
			addCase(typeOrActionCreator, reducer) {
				const type = typeof typeOrActionCreator === "string" ? typeOrActionCreator : typeOrActionCreator.type;
				if (!type) throw new Error( true ? formatProdErrorMessage(12) : 0);
				if (type in context.sliceCaseReducersByType) throw new Error( true ? formatProdErrorMessage(13) : 0);
				context.sliceCaseReducersByType[type] = reducer;
				return contextMethods;
			},
			addMatcher(matcher, reducer) {
				context.sliceMatchers.push({
					matcher,
					reducer
				});
				return contextMethods;
			},
			exposeAction(name, actionCreator) {
				context.actionCreators[name] = actionCreator;
				return contextMethods;
			},
			exposeCaseReducer(name, reducer) {
				context.sliceCaseReducersByName[name] = reducer;
				return contextMethods;
			}
		};
		reducerNames.forEach((reducerName) => {
			const reducerDefinition = reducers[reducerName];
			const reducerDetails = {
				reducerName,
				type: getType(name, reducerName),
				createNotation: typeof options.reducers === "function"
			};
			if (isAsyncThunkSliceReducerDefinition(reducerDefinition)) handleThunkCaseReducerDefinition(reducerDetails, reducerDefinition, contextMethods, cAT);
			else handleNormalReducerDefinition(reducerDetails, reducerDefinition, contextMethods);
		});
		function buildReducer() {
			if (false) {}
			const [extraReducers = {}, actionMatchers = [], defaultCaseReducer = void 0] = typeof options.extraReducers === "function" ? executeReducerBuilderCallback(options.extraReducers) : [options.extraReducers];
			const finalCaseReducers = {
				...extraReducers,
				...context.sliceCaseReducersByType
			};
			return createReducer(options.initialState, (builder) => {
				for (let key in finalCaseReducers) builder.addCase(key, finalCaseReducers[key]);
				for (let sM of context.sliceMatchers) builder.addMatcher(sM.matcher, sM.reducer);
				for (let m of actionMatchers) builder.addMatcher(m.matcher, m.reducer);
				if (defaultCaseReducer) builder.addDefaultCase(defaultCaseReducer);
			});
		}
		const selectSelf = (state) => state;
		const injectedSelectorCache = /* @__PURE__ */ new Map();
		const injectedStateCache = /* @__PURE__ */ new WeakMap();
		let _reducer;
		function reducer(state, action) {
			if (!_reducer) _reducer = buildReducer();
			return _reducer(state, action);
		}
		function getInitialState() {
			if (!_reducer) _reducer = buildReducer();
			return _reducer.getInitialState();
		}
		function makeSelectorProps(reducerPath, injected = false) {
			function selectSlice(state) {
				let sliceState = state[reducerPath];
				if (typeof sliceState === "undefined") {
					if (injected) sliceState = getOrInsertComputed(injectedStateCache, selectSlice, getInitialState);
					else if (false) {}
				}
				return sliceState;
			}
			function getSelectors(selectState = selectSelf) {
				return getOrInsertComputed(getOrInsertComputed(injectedSelectorCache, injected, () => /* @__PURE__ */ new WeakMap()), selectState, () => {
					const map = {};
					for (const [name, selector] of Object.entries(options.selectors ?? {})) map[name] = wrapSelector(selector, selectState, () => getOrInsertComputed(injectedStateCache, selectState, getInitialState), injected);
					return map;
				});
			}
			return {
				reducerPath,
				getSelectors,
				get selectors() {
					return getSelectors(selectSlice);
				},
				selectSlice
			};
		}
		const slice = {
			name,
			reducer,
			actions: context.actionCreators,
			caseReducers: context.sliceCaseReducersByName,
			getInitialState,
			...makeSelectorProps(reducerPath),
			injectInto(injectable, { reducerPath: pathOpt, ...config } = {}) {
				const newReducerPath = pathOpt ?? reducerPath;
				injectable.inject({
					reducerPath: newReducerPath,
					reducer
				}, config);
				return {
					...slice,
					...makeSelectorProps(newReducerPath, true)
				};
			}
		};
		return slice;
	};
}
function wrapSelector(selector, selectState, getInitialState, injected) {
	function wrapper(rootState, ...args) {
		let sliceState = selectState(rootState);
		if (typeof sliceState === "undefined") {
			if (injected) sliceState = getInitialState();
			else if (false) {}
		}
		return selector(sliceState, ...args);
	}
	wrapper.unwrapped = selector;
	return wrapper;
}
const createSlice = /* @__PURE__ */ buildCreateSlice();
function buildReducerCreators() {
	function asyncThunk(payloadCreator, config) {
		return {
			_reducerDefinitionType: "asyncThunk",
			payloadCreator,
			...config
		};
	}
	asyncThunk.withTypes = () => asyncThunk;
	return {
		reducer(caseReducer) {
			return Object.assign({ [caseReducer.name](...args) {
				return caseReducer(...args);
			} }[caseReducer.name], { _reducerDefinitionType: "reducer" });
		},
		preparedReducer(prepare, reducer) {
			return {
				_reducerDefinitionType: "reducerWithPrepare",
				prepare,
				reducer
			};
		},
		asyncThunk
	};
}
function handleNormalReducerDefinition({ type, reducerName, createNotation }, maybeReducerWithPrepare, context) {
	let caseReducer;
	let prepareCallback;
	if ("reducer" in maybeReducerWithPrepare) {
		if (createNotation && !isCaseReducerWithPrepareDefinition(maybeReducerWithPrepare)) throw new Error( true ? formatProdErrorMessage(17) : 0);
		caseReducer = maybeReducerWithPrepare.reducer;
		prepareCallback = maybeReducerWithPrepare.prepare;
	} else caseReducer = maybeReducerWithPrepare;
	context.addCase(type, caseReducer).exposeCaseReducer(reducerName, caseReducer).exposeAction(reducerName, prepareCallback ? createAction(type, prepareCallback) : createAction(type));
}
function isAsyncThunkSliceReducerDefinition(reducerDefinition) {
	return reducerDefinition._reducerDefinitionType === "asyncThunk";
}
function isCaseReducerWithPrepareDefinition(reducerDefinition) {
	return reducerDefinition._reducerDefinitionType === "reducerWithPrepare";
}
function handleThunkCaseReducerDefinition({ type, reducerName }, reducerDefinition, context, cAT) {
	if (!cAT) throw new Error( true ? formatProdErrorMessage(18) : 0);
	const { payloadCreator, fulfilled, pending, rejected, settled, options } = reducerDefinition;
	const thunk = cAT(type, payloadCreator, options);
	context.exposeAction(reducerName, thunk);
	if (fulfilled) context.addCase(thunk.fulfilled, fulfilled);
	if (pending) context.addCase(thunk.pending, pending);
	if (rejected) context.addCase(thunk.rejected, rejected);
	if (settled) context.addMatcher(thunk.settled, settled);
	context.exposeCaseReducer(reducerName, {
		fulfilled: fulfilled || noop$1,
		pending: pending || noop$1,
		rejected: rejected || noop$1,
		settled: settled || noop$1
	});
}
function noop$1() {}
//#endregion
//#region src/entities/entity_state.ts
function getInitialEntityState() {
	return {
		ids: [],
		entities: {}
	};
}
function createInitialStateFactory(stateAdapter) {
	function getInitialState(additionalState = {}, entities) {
		const state = Object.assign(getInitialEntityState(), additionalState);
		return entities ? stateAdapter.setAll(state, entities) : state;
	}
	return { getInitialState };
}
//#endregion
//#region src/entities/state_selectors.ts
function createSelectorsFactory() {
	function getSelectors(selectState, options = {}) {
		const { createSelector = createDraftSafeSelector } = options;
		const selectIds = (state) => state.ids;
		const selectEntities = (state) => state.entities;
		const selectAll = createSelector(selectIds, selectEntities, (ids, entities) => ids.map((id) => entities[id]));
		const selectId = (_, id) => id;
		const selectById = (entities, id) => entities[id];
		const selectTotal = createSelector(selectIds, (ids) => ids.length);
		const selectIdsArg = (_, ids) => ids;
		const selectByIds = (entities, ids) => {
			const result = [];
			for (const id of ids) {
				const entity = entities[id];
				if (entity !== void 0) result.push(entity);
			}
			return result;
		};
		if (!selectState) return {
			selectIds,
			selectEntities,
			selectAll,
			selectTotal,
			selectById: createSelector(selectEntities, selectId, selectById),
			selectByIds: createSelector(selectEntities, selectIdsArg, selectByIds)
		};
		const selectGlobalizedEntities = createSelector(selectState, selectEntities);
		return {
			selectIds: createSelector(selectState, selectIds),
			selectEntities: selectGlobalizedEntities,
			selectAll: createSelector(selectState, selectAll),
			selectTotal: createSelector(selectState, selectTotal),
			selectById: createSelector(selectGlobalizedEntities, selectId, selectById),
			selectByIds: createSelector(selectGlobalizedEntities, selectIdsArg, selectByIds)
		};
	}
	return { getSelectors };
}
//#endregion
//#region src/entities/state_adapter.ts
const isDraftTyped = immer__rspack_import_1/* .isDraft */.Qx;
function createSingleArgumentStateOperator(mutator) {
	const operator = createStateOperator((_, state) => mutator(state));
	return function operation(state) {
		return operator(state, void 0);
	};
}
function createStateOperator(mutator) {
	return function operation(state, arg) {
		function isPayloadActionArgument(arg) {
			return isFSA(arg);
		}
		const runMutator = (draft) => {
			if (isPayloadActionArgument(arg)) mutator(arg.payload, draft);
			else mutator(arg, draft);
		};
		if (isDraftTyped(state)) {
			runMutator(state);
			return state;
		}
		return (0,immer__rspack_import_1/* .produce */.jM)(state, runMutator);
	};
}
//#endregion
//#region src/entities/utils.ts
function selectIdValue(entity, selectId) {
	const key = selectId(entity);
	if (false) {}
	return key;
}
function ensureEntitiesArray(entities) {
	if (!Array.isArray(entities)) entities = Object.values(entities);
	return entities;
}
function isRemoveManyFilter(keysOrFilter) {
	return !Array.isArray(keysOrFilter);
}
function getCurrent(value) {
	return (0,immer__rspack_import_1/* .isDraft */.Qx)(value) ? (0,immer__rspack_import_1/* .current */.ss)(value) : value;
}
function splitAddedUpdatedEntities(newEntities, selectId, state) {
	newEntities = ensureEntitiesArray(newEntities);
	const existingIdsArray = getCurrent(state.ids);
	const existingIds = new Set(existingIdsArray);
	const added = [];
	const addedIds = /* @__PURE__ */ new Set([]);
	const updated = [];
	for (const entity of newEntities) {
		const id = selectIdValue(entity, selectId);
		if (existingIds.has(id) || addedIds.has(id)) updated.push({
			id,
			changes: entity
		});
		else {
			addedIds.add(id);
			added.push(entity);
		}
	}
	return [
		added,
		updated,
		existingIdsArray
	];
}
//#endregion
//#region src/entities/unsorted_state_adapter.ts
function createUnsortedStateAdapter(selectId) {
	function addOneMutably(entity, state) {
		const key = selectIdValue(entity, selectId);
		if (key in state.entities) return;
		state.ids.push(key);
		state.entities[key] = entity;
	}
	function addManyMutably(newEntities, state) {
		newEntities = ensureEntitiesArray(newEntities);
		for (const entity of newEntities) addOneMutably(entity, state);
	}
	function setOneMutably(entity, state) {
		const key = selectIdValue(entity, selectId);
		if (!(key in state.entities)) state.ids.push(key);
		state.entities[key] = entity;
	}
	function setManyMutably(newEntities, state) {
		newEntities = ensureEntitiesArray(newEntities);
		for (const entity of newEntities) setOneMutably(entity, state);
	}
	function setAllMutably(newEntities, state) {
		newEntities = ensureEntitiesArray(newEntities);
		state.ids = [];
		state.entities = {};
		setManyMutably(newEntities, state);
	}
	function removeOneMutably(key, state) {
		return removeManyMutably([key], state);
	}
	function removeManyMutably(keysOrFilter, state) {
		const keys = isRemoveManyFilter(keysOrFilter) ? selectMatchingIds(keysOrFilter.where, state) : keysOrFilter;
		const removedIds = /* @__PURE__ */ new Set();
		for (const key of keys) if (key in state.entities) {
			delete state.entities[key];
			removedIds.add(String(key));
		}
		if (removedIds.size > 0) state.ids = getCurrent(state.ids).filter((id) => !removedIds.has(String(id)));
	}
	function selectMatchingIds(where, state) {
		const ids = getCurrent(state.ids);
		const entities = getCurrent(state.entities);
		const whereKeys = Object.keys(where);
		if (whereKeys.length === 0) return [];
		return ids.filter((id) => {
			const entity = entities[id];
			return whereKeys.every((key) => entity[key] === where[key]);
		});
	}
	function removeAllMutably(state) {
		Object.assign(state, {
			ids: [],
			entities: {}
		});
	}
	function takeNewKey(keys, update, state) {
		const original = state.entities[update.id];
		if (original === void 0) return false;
		const updated = Object.assign({}, original, update.changes);
		const newKey = selectIdValue(updated, selectId);
		const hasNewKey = newKey !== update.id;
		if (hasNewKey) {
			keys[update.id] = newKey;
			delete state.entities[update.id];
		}
		state.entities[newKey] = updated;
		return hasNewKey;
	}
	function updateOneMutably(update, state) {
		return updateManyMutably([update], state);
	}
	function updateManyMutably(updates, state) {
		const newKeys = {};
		const updatesPerEntity = {};
		updates.forEach((update) => {
			if (update.id in state.entities) updatesPerEntity[update.id] = {
				id: update.id,
				changes: {
					...updatesPerEntity[update.id]?.changes,
					...update.changes
				}
			};
		});
		updates = Object.values(updatesPerEntity);
		if (updates.length > 0) {
			if (updates.filter((update) => takeNewKey(newKeys, update, state)).length > 0) state.ids = Object.values(state.entities).map((e) => selectIdValue(e, selectId));
		}
	}
	function upsertOneMutably(entity, state) {
		return upsertManyMutably([entity], state);
	}
	function upsertManyMutably(newEntities, state) {
		const [added, updated] = splitAddedUpdatedEntities(newEntities, selectId, state);
		addManyMutably(added, state);
		updateManyMutably(updated, state);
	}
	return {
		removeAll: createSingleArgumentStateOperator(removeAllMutably),
		addOne: createStateOperator(addOneMutably),
		addMany: createStateOperator(addManyMutably),
		setOne: createStateOperator(setOneMutably),
		setMany: createStateOperator(setManyMutably),
		setAll: createStateOperator(setAllMutably),
		updateOne: createStateOperator(updateOneMutably),
		updateMany: createStateOperator(updateManyMutably),
		upsertOne: createStateOperator(upsertOneMutably),
		upsertMany: createStateOperator(upsertManyMutably),
		removeOne: createStateOperator(removeOneMutably),
		removeMany: createStateOperator(removeManyMutably)
	};
}
//#endregion
//#region src/entities/sorted_state_adapter.ts
function findInsertIndex(sortedItems, item, comparisonFunction) {
	let lowIndex = 0;
	let highIndex = sortedItems.length;
	while (lowIndex < highIndex) {
		let middleIndex = lowIndex + highIndex >>> 1;
		const currentItem = sortedItems[middleIndex];
		if (comparisonFunction(item, currentItem) >= 0) lowIndex = middleIndex + 1;
		else highIndex = middleIndex;
	}
	return lowIndex;
}
function insert(sortedItems, item, comparisonFunction) {
	const insertAtIndex = findInsertIndex(sortedItems, item, comparisonFunction);
	sortedItems.splice(insertAtIndex, 0, item);
	return sortedItems;
}
function createSortedStateAdapter(selectId, comparer) {
	const { removeOne, removeMany, removeAll } = createUnsortedStateAdapter(selectId);
	function addOneMutably(entity, state) {
		return addManyMutably([entity], state);
	}
	function addManyMutably(newEntities, state, existingIds) {
		newEntities = ensureEntitiesArray(newEntities);
		const existingKeys = new Set(existingIds ?? getCurrent(state.ids));
		const addedKeys = /* @__PURE__ */ new Set();
		const models = newEntities.filter((model) => {
			const modelId = selectIdValue(model, selectId);
			const notAdded = !addedKeys.has(modelId);
			if (notAdded) addedKeys.add(modelId);
			return !existingKeys.has(modelId) && notAdded;
		});
		if (models.length !== 0) mergeFunction(state, models);
	}
	function setOneMutably(entity, state) {
		return setManyMutably([entity], state);
	}
	function setManyMutably(newEntities, state) {
		let deduplicatedEntities = {};
		newEntities = ensureEntitiesArray(newEntities);
		if (newEntities.length !== 0) {
			for (const item of newEntities) {
				const entityId = selectId(item);
				deduplicatedEntities[entityId] = item;
				delete state.entities[entityId];
			}
			newEntities = ensureEntitiesArray(deduplicatedEntities);
			mergeFunction(state, newEntities);
		}
	}
	function setAllMutably(newEntities, state) {
		newEntities = ensureEntitiesArray(newEntities);
		state.entities = {};
		state.ids = [];
		setManyMutably(newEntities, state);
	}
	function updateOneMutably(update, state) {
		return updateManyMutably([update], state);
	}
	function updateManyMutably(updates, state) {
		let appliedUpdates = false;
		let replacedIds = false;
		const updatesPerEntity = {};
		for (const update of updates) if (update.id in state.entities) updatesPerEntity[update.id] = {
			id: update.id,
			changes: {
				...updatesPerEntity[update.id]?.changes,
				...update.changes
			}
		};
		for (const update of Object.values(updatesPerEntity)) {
			const entity = state.entities[update.id];
			if (!entity) continue;
			appliedUpdates = true;
			Object.assign(entity, update.changes);
			const newId = selectId(entity);
			if (update.id !== newId) {
				replacedIds = true;
				delete state.entities[update.id];
				const oldIndex = state.ids.indexOf(update.id);
				state.ids[oldIndex] = newId;
				state.entities[newId] = entity;
			}
		}
		if (appliedUpdates) mergeFunction(state, [], appliedUpdates, replacedIds);
	}
	function upsertOneMutably(entity, state) {
		return upsertManyMutably([entity], state);
	}
	function upsertManyMutably(newEntities, state) {
		const [added, updated, existingIdsArray] = splitAddedUpdatedEntities(newEntities, selectId, state);
		if (added.length) addManyMutably(added, state, existingIdsArray);
		if (updated.length) updateManyMutably(updated, state);
	}
	function areArraysEqual(a, b) {
		if (a.length !== b.length) return false;
		for (let i = 0; i < a.length; i++) {
			if (a[i] === b[i]) continue;
			return false;
		}
		return true;
	}
	function mergeFunction(state, addedItems, appliedUpdates, replacedIds) {
		const currentEntities = getCurrent(state.entities);
		const currentIds = getCurrent(state.ids);
		const stateEntities = state.entities;
		let ids = currentIds;
		if (replacedIds) ids = new Set(currentIds);
		let sortedEntities = [];
		for (const id of ids) {
			const entity = currentEntities[id];
			if (entity) sortedEntities.push(entity);
		}
		const wasPreviouslyEmpty = sortedEntities.length === 0;
		for (const item of addedItems) {
			stateEntities[selectId(item)] = item;
			if (!wasPreviouslyEmpty) insert(sortedEntities, item, comparer);
		}
		if (wasPreviouslyEmpty) sortedEntities = addedItems.slice().sort(comparer);
		else if (appliedUpdates) sortedEntities.sort(comparer);
		const newSortedIds = sortedEntities.map(selectId);
		if (!areArraysEqual(currentIds, newSortedIds)) state.ids = newSortedIds;
	}
	return {
		removeOne,
		removeMany,
		removeAll,
		addOne: createStateOperator(addOneMutably),
		updateOne: createStateOperator(updateOneMutably),
		upsertOne: createStateOperator(upsertOneMutably),
		setOne: createStateOperator(setOneMutably),
		setMany: createStateOperator(setManyMutably),
		setAll: createStateOperator(setAllMutably),
		addMany: createStateOperator(addManyMutably),
		updateMany: createStateOperator(updateManyMutably),
		upsertMany: createStateOperator(upsertManyMutably)
	};
}
//#endregion
//#region src/entities/create_adapter.ts
function createEntityAdapter(options = {}) {
	const { selectId, sortComparer } = {
		sortComparer: false,
		selectId: (instance) => instance.id,
		...options
	};
	const stateAdapter = sortComparer ? createSortedStateAdapter(selectId, sortComparer) : createUnsortedStateAdapter(selectId);
	const stateFactory = createInitialStateFactory(stateAdapter);
	const selectorsFactory = createSelectorsFactory();
	return {
		selectId,
		sortComparer,
		...stateFactory,
		...selectorsFactory,
		...stateAdapter
	};
}
//#endregion
//#region src/listenerMiddleware/exceptions.ts
const task = "task";
const listener = "listener";
const completed = "completed";
const cancelled = "cancelled";
const taskCancelled = `task-${cancelled}`;
const taskCompleted = `task-${completed}`;
const listenerCancelled = `${listener}-${cancelled}`;
const listenerCompleted = `${listener}-${completed}`;
var TaskAbortError = class {
	code;
	name = "TaskAbortError";
	message;
	constructor(code) {
		this.code = code;
		this.message = `${task} ${cancelled} (reason: ${code})`;
	}
};
//#endregion
//#region src/listenerMiddleware/utils.ts
const assertFunction = (func, expected) => {
	if (typeof func !== "function") throw new TypeError( true ? formatProdErrorMessage(32) : 0);
};
const noop = () => {};
const catchRejection = (promise, onError = noop) => {
	promise.catch(onError);
	return promise;
};
const addAbortSignalListener = (abortSignal, callback) => {
	abortSignal.addEventListener("abort", callback, { once: true });
	return () => abortSignal.removeEventListener("abort", callback);
};
//#endregion
//#region src/listenerMiddleware/task.ts
const validateActive = (signal) => {
	if (signal.aborted) throw new TaskAbortError(signal.reason);
};
function raceWithSignal(signal, promise) {
	let cleanup = noop;
	return new Promise((resolve, reject) => {
		const notifyRejection = () => reject(new TaskAbortError(signal.reason));
		if (signal.aborted) {
			notifyRejection();
			return;
		}
		cleanup = addAbortSignalListener(signal, notifyRejection);
		promise.finally(() => cleanup()).then(resolve, reject);
	}).finally(() => {
		cleanup = noop;
	});
}
const runTask = async (task, cleanUp) => {
	try {
		await Promise.resolve();
		return {
			status: "ok",
			value: await task()
		};
	} catch (error) {
		return {
			status: error instanceof TaskAbortError ? "cancelled" : "rejected",
			error
		};
	} finally {
		cleanUp?.();
	}
};
const createPause = (signal) => {
	return (promise) => {
		return catchRejection(raceWithSignal(signal, promise).then((output) => {
			validateActive(signal);
			return output;
		}));
	};
};
const createDelay = (signal) => {
	const pause = createPause(signal);
	return (timeoutMs) => {
		let timeoutId;
		return catchRejection(pause(new Promise((resolve) => {
			timeoutId = setTimeout(resolve, timeoutMs);
		})).finally(() => clearTimeout(timeoutId)));
	};
};
//#endregion
//#region src/listenerMiddleware/index.ts
const { assign } = Object;
const INTERNAL_NIL_TOKEN = {};
const alm = "listenerMiddleware";
const createFork = (parentAbortSignal, parentBlockingPromises) => {
	const linkControllers = (controller) => addAbortSignalListener(parentAbortSignal, () => controller.abort(parentAbortSignal.reason));
	return (taskExecutor, opts) => {
		assertFunction(taskExecutor, "taskExecutor");
		const childAbortController = new AbortController();
		linkControllers(childAbortController);
		const result = runTask(async () => {
			validateActive(parentAbortSignal);
			validateActive(childAbortController.signal);
			const result = await taskExecutor({
				pause: createPause(childAbortController.signal),
				delay: createDelay(childAbortController.signal),
				signal: childAbortController.signal
			});
			validateActive(childAbortController.signal);
			return result;
		}, () => childAbortController.abort(taskCompleted));
		if (opts?.autoJoin) parentBlockingPromises.push(result.catch(noop));
		return {
			result: createPause(parentAbortSignal)(result),
			cancel() {
				childAbortController.abort(taskCancelled);
			}
		};
	};
};
const createTakePattern = (startListening, signal) => {
	const take = async (predicate, timeout) => {
		validateActive(signal);
		let unsubscribe = () => {};
		const promises = [new Promise((resolve, reject) => {
			let stopListening = startListening({
				predicate,
				effect: (action, listenerApi) => {
					listenerApi.unsubscribe();
					resolve([
						action,
						listenerApi.getState(),
						listenerApi.getOriginalState()
					]);
				}
			});
			unsubscribe = () => {
				stopListening();
				reject();
			};
		})];
		let timeoutId;
		if (timeout != null) promises.push(new Promise((resolve) => {
			timeoutId = setTimeout(resolve, timeout, null);
		}));
		try {
			const output = await raceWithSignal(signal, Promise.race(promises));
			validateActive(signal);
			return output;
		} finally {
			clearTimeout(timeoutId);
			unsubscribe();
		}
	};
	return ((predicate, timeout) => catchRejection(take(predicate, timeout)));
};
const getListenerEntryPropsFrom = (options) => {
	let { type, actionCreator, matcher, predicate, effect } = options;
	if (type) predicate = createAction(type).match;
	else if (actionCreator) {
		type = actionCreator.type;
		predicate = actionCreator.match;
	} else if (matcher) predicate = matcher;
	else if (predicate) {} else throw new Error( true ? formatProdErrorMessage(21) : 0);
	assertFunction(effect, "options.listener");
	return {
		predicate,
		type,
		effect
	};
};
const createListenerEntry = /* @__PURE__ */ assign((options) => {
	const { type, predicate, effect } = getListenerEntryPropsFrom(options);
	return {
		id: nanoid(),
		effect,
		type,
		predicate,
		pending: /* @__PURE__ */ new Set(),
		unsubscribe: () => {
			throw new Error( true ? formatProdErrorMessage(22) : 0);
		}
	};
}, { withTypes: () => createListenerEntry });
const findListenerEntry = (listenerMap, options) => {
	const { type, effect, predicate } = getListenerEntryPropsFrom(options);
	return Array.from(listenerMap.values()).find((entry) => {
		return (typeof type === "string" ? entry.type === type : entry.predicate === predicate) && entry.effect === effect;
	});
};
const cancelActiveListeners = (entry) => {
	entry.pending.forEach((controller) => {
		controller.abort(listenerCancelled);
	});
};
const createClearListenerMiddleware = (listenerMap, executingListeners) => {
	return () => {
		for (const listener of executingListeners.keys()) cancelActiveListeners(listener);
		listenerMap.clear();
	};
};
const safelyNotifyError = (errorHandler, errorToNotify, errorInfo) => {
	try {
		errorHandler(errorToNotify, errorInfo);
	} catch (errorHandlerError) {
		setTimeout(() => {
			throw errorHandlerError;
		}, 0);
	}
};
const addListener = /* @__PURE__ */ assign(/* @__PURE__ */ createAction(`${alm}/add`), { withTypes: () => addListener });
const clearAllListeners = /* @__PURE__ */ createAction(`${alm}/removeAll`);
const removeListener = /* @__PURE__ */ assign(/* @__PURE__ */ createAction(`${alm}/remove`), { withTypes: () => removeListener });
const defaultErrorHandler = (...args) => {
	console.error(`${alm}/error`, ...args);
};
const createListenerMiddleware = (middlewareOptions = {}) => {
	const listenerMap = /* @__PURE__ */ new Map();
	const executingListeners = /* @__PURE__ */ new Map();
	const trackExecutingListener = (entry) => {
		const count = executingListeners.get(entry) ?? 0;
		executingListeners.set(entry, count + 1);
	};
	const untrackExecutingListener = (entry) => {
		const count = executingListeners.get(entry) ?? 1;
		if (count === 1) executingListeners.delete(entry);
		else executingListeners.set(entry, count - 1);
	};
	const { extra, onError = defaultErrorHandler } = middlewareOptions;
	assertFunction(onError, "onError");
	let snapshot;
	const getSnapshot = () => {
		if (!snapshot) {
			const entries = Array.from(listenerMap.values());
			const types = /* @__PURE__ */ new Set();
			let anyType = false;
			for (const entry of entries) if (typeof entry.type === "string") types.add(entry.type);
			else anyType = true;
			snapshot = {
				entries,
				types,
				anyType
			};
		}
		return snapshot;
	};
	const addToListenerMap = (entry) => {
		if (!listenerMap.has(entry.id)) {
			listenerMap.set(entry.id, entry);
			snapshot = void 0;
		}
	};
	const insertEntry = (entry) => {
		entry.unsubscribe = () => {
			if (listenerMap.delete(entry.id)) snapshot = void 0;
		};
		addToListenerMap(entry);
		return (cancelOptions) => {
			entry.unsubscribe();
			if (cancelOptions?.cancelActive) cancelActiveListeners(entry);
		};
	};
	const startListening = ((options) => {
		const entry = findListenerEntry(listenerMap, options) ?? createListenerEntry(options);
		return insertEntry(entry);
	});
	assign(startListening, { withTypes: () => startListening });
	const stopListening = (options) => {
		const entry = findListenerEntry(listenerMap, options);
		if (entry) {
			entry.unsubscribe();
			if (options.cancelActive) cancelActiveListeners(entry);
		}
		return !!entry;
	};
	assign(stopListening, { withTypes: () => stopListening });
	const notifyListener = async (entry, action, api, getOriginalState) => {
		const internalTaskController = new AbortController();
		const take = createTakePattern(startListening, internalTaskController.signal);
		const autoJoinPromises = [];
		try {
			entry.pending.add(internalTaskController);
			trackExecutingListener(entry);
			await Promise.resolve(entry.effect(action, assign({}, api, {
				getOriginalState,
				condition: (predicate, timeout) => take(predicate, timeout).then(Boolean),
				take,
				delay: createDelay(internalTaskController.signal),
				pause: createPause(internalTaskController.signal),
				extra,
				signal: internalTaskController.signal,
				fork: createFork(internalTaskController.signal, autoJoinPromises),
				unsubscribe: entry.unsubscribe,
				subscribe: () => {
					addToListenerMap(entry);
				},
				cancelActiveListeners: () => {
					entry.pending.forEach((controller, _, set) => {
						if (controller !== internalTaskController) {
							controller.abort(listenerCancelled);
							set.delete(controller);
						}
					});
				},
				cancel: () => {
					internalTaskController.abort(listenerCancelled);
					entry.pending.delete(internalTaskController);
				},
				throwIfCancelled: () => {
					validateActive(internalTaskController.signal);
				}
			})));
		} catch (listenerError) {
			if (!(listenerError instanceof TaskAbortError)) safelyNotifyError(onError, listenerError, { raisedBy: "effect" });
		} finally {
			await Promise.all(autoJoinPromises);
			internalTaskController.abort(listenerCompleted);
			untrackExecutingListener(entry);
			entry.pending.delete(internalTaskController);
		}
	};
	const clearListeners = createClearListenerMiddleware(listenerMap, executingListeners);
	const clearListenerMiddleware = () => {
		clearListeners();
		snapshot = void 0;
	};
	const middleware = (api) => (next) => (action) => {
		if (!(0,redux__rspack_import_0/* .isAction */.ve)(action)) return next(action);
		if (addListener.match(action)) return startListening(action.payload);
		if (clearAllListeners.match(action)) {
			clearListenerMiddleware();
			return;
		}
		if (removeListener.match(action)) return stopListening(action.payload);
		let originalState = api.getState();
		const getOriginalState = () => {
			if (originalState === INTERNAL_NIL_TOKEN) throw new Error( true ? formatProdErrorMessage(23) : 0);
			return originalState;
		};
		let result;
		try {
			result = next(action);
			const { entries, types, anyType } = getSnapshot();
			if (anyType || types.has(action.type)) {
				const currentState = api.getState();
				for (const entry of entries) {
					if (typeof entry.type === "string" && entry.type !== action.type) continue;
					let runListener = false;
					try {
						runListener = entry.predicate(action, currentState, originalState);
					} catch (predicateError) {
						runListener = false;
						safelyNotifyError(onError, predicateError, { raisedBy: "predicate" });
					}
					if (!runListener) continue;
					notifyListener(entry, action, api, getOriginalState);
				}
			}
		} finally {
			originalState = INTERNAL_NIL_TOKEN;
		}
		return result;
	};
	return {
		middleware,
		startListening,
		stopListening,
		clearListeners: clearListenerMiddleware
	};
};
//#endregion
//#region src/dynamicMiddleware/index.ts
const createMiddlewareEntry = (middleware) => ({
	middleware,
	applied: /* @__PURE__ */ new Map()
});
const matchInstance = (instanceId) => (action) => action?.meta?.instanceId === instanceId;
const createDynamicMiddleware = () => {
	const instanceId = nanoid();
	const middlewareMap = /* @__PURE__ */ new Map();
	let middlewareVersion = 0;
	const withMiddleware = Object.assign(createAction("dynamicMiddleware/add", (...middlewares) => ({
		payload: middlewares,
		meta: { instanceId }
	})), { withTypes: () => withMiddleware });
	const addMiddleware = Object.assign(function addMiddleware(...middlewares) {
		const previousSize = middlewareMap.size;
		middlewares.forEach((middleware) => {
			getOrInsertComputed(middlewareMap, middleware, createMiddlewareEntry);
		});
		if (middlewareMap.size !== previousSize) middlewareVersion++;
	}, { withTypes: () => addMiddleware });
	const getFinalMiddleware = (api) => {
		const appliedMiddleware = Array.from(middlewareMap.values()).map((entry) => getOrInsertComputed(entry.applied, api, entry.middleware));
		return (0,redux__rspack_import_0/* .compose */.Zz)(...appliedMiddleware);
	};
	const isWithMiddleware = isAllOf(withMiddleware, matchInstance(instanceId));
	const middleware = (api) => (next) => {
		let appliedVersion = -1;
		let dispatch = next;
		return (action) => {
			if (isWithMiddleware(action)) {
				addMiddleware(...action.payload);
				return api.dispatch;
			}
			if (appliedVersion !== middlewareVersion) {
				dispatch = getFinalMiddleware(api)(next);
				appliedVersion = middlewareVersion;
			}
			return dispatch(action);
		};
	};
	return {
		middleware,
		addMiddleware,
		withMiddleware,
		instanceId
	};
};
//#endregion
//#region src/combineSlices.ts
const isSliceLike = (maybeSliceLike) => "reducerPath" in maybeSliceLike && typeof maybeSliceLike.reducerPath === "string";
const getReducers = (slices) => slices.flatMap((sliceOrMap) => isSliceLike(sliceOrMap) ? [[sliceOrMap.reducerPath, sliceOrMap.reducer]] : Object.entries(sliceOrMap));
const ORIGINAL_STATE = Symbol.for("rtk-state-proxy-original");
const isStateProxy = (value) => !!value && !!value[ORIGINAL_STATE];
const createStateProxy = (stateProxyMap, state, reducerMap, initialStateCache) => getOrInsertComputed(stateProxyMap, state, () => new Proxy(state, { get: (target, prop, receiver) => {
	if (prop === ORIGINAL_STATE) return target;
	const result = Reflect.get(target, prop, receiver);
	if (typeof result === "undefined") {
		const cached = initialStateCache[prop];
		if (typeof cached !== "undefined") return cached;
		const reducer = reducerMap[prop];
		if (reducer) {
			const reducerResult = reducer(void 0, { type: nanoid() });
			if (typeof reducerResult === "undefined") throw new Error( true ? formatProdErrorMessage(24) : 0);
			initialStateCache[prop] = reducerResult;
			return reducerResult;
		}
	}
	return result;
} }));
const original$1 = (state) => {
	if (!isStateProxy(state)) throw new Error( true ? formatProdErrorMessage(25) : 0);
	return state[ORIGINAL_STATE];
};
const emptyObject = {};
const noopReducer = (state = emptyObject) => state;
function combineSlices(...slices) {
	const stateProxyMap = /* @__PURE__ */ new WeakMap();
	const reducerMap = Object.fromEntries(getReducers(slices));
	const getReducer = () => Object.keys(reducerMap).length ? (0,redux__rspack_import_0/* .combineReducers */.HY)(reducerMap) : noopReducer;
	let reducer = getReducer();
	function combinedReducer(state, action) {
		return reducer(state, action);
	}
	combinedReducer.withLazyLoadedSlices = () => combinedReducer;
	const initialStateCache = {};
	const inject = (slice, config = {}) => {
		const { reducerPath, reducer: reducerToInject } = slice;
		const currentReducer = reducerMap[reducerPath];
		if (!config.overrideExisting && currentReducer && currentReducer !== reducerToInject) {
			if (typeof process !== "undefined" && "production" === "development") {}
			return combinedReducer;
		}
		if (config.overrideExisting && currentReducer !== reducerToInject) delete initialStateCache[reducerPath];
		reducerMap[reducerPath] = reducerToInject;
		reducer = getReducer();
		return combinedReducer;
	};
	const selector = Object.assign(function makeSelector(selectorFn, selectState) {
		return function selector(state, ...args) {
			return selectorFn(createStateProxy(stateProxyMap, selectState ? selectState(state, ...args) : state, reducerMap, initialStateCache), ...args);
		};
	}, { original: original$1 });
	return Object.assign(combinedReducer, {
		inject,
		selector
	});
}
//#endregion
//#region src/formatProdErrorMessage.ts
function formatProdErrorMessage(code) {
	return `Minified Redux Toolkit error #${code}; visit https://redux-toolkit.js.org/Errors?code=${code} for the full message or use the non-minified dev environment for full errors. `;
}
//#endregion


//# sourceMappingURL=redux-toolkit.modern.mjs.map

},
1932(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  CN: () => (freeze),
  Qx: () => (isDraft),
  a6: () => (isDraftable),
  c2: () => (original),
  jM: () => (produce),
  ss: () => (current)
});
// src/utils/env.ts
var NOTHING = Symbol.for("immer-nothing");
var DRAFTABLE = Symbol.for("immer-draftable");
var DRAFT_STATE = Symbol.for("immer-state");

// src/utils/errors.ts
var errors =  false ? 0 : [];
function die(error, ...args) {
  if (false) {}
  throw new Error(
    `[Immer] minified error nr: ${error}. Full error at: https://bit.ly/3cXEKWf`
  );
}

// src/utils/common.ts
var O = Object;
var getPrototypeOf = O.getPrototypeOf;
var CONSTRUCTOR = "constructor";
var PROTOTYPE = "prototype";
var CONFIGURABLE = "configurable";
var ENUMERABLE = "enumerable";
var WRITABLE = "writable";
var VALUE = "value";
var isDraft = (value) => !!value && !!value[DRAFT_STATE];
function isModified(value) {
  if (!isDraft(value))
    return false;
  return value[DRAFT_STATE].modified_;
}
function isDraftable(value) {
  if (!value)
    return false;
  return isPlainObject(value) || isArray(value) || !!value[DRAFTABLE] || !!value[CONSTRUCTOR]?.[DRAFTABLE] || isMap(value) || isSet(value);
}
var objectCtorString = O[PROTOTYPE][CONSTRUCTOR].toString();
var cachedCtorStrings = /* @__PURE__ */ new WeakMap();
function isPlainObject(value) {
  if (!value || !isObjectish(value))
    return false;
  const proto = getPrototypeOf(value);
  if (proto === null || proto === O[PROTOTYPE])
    return true;
  const Ctor = O.hasOwnProperty.call(proto, CONSTRUCTOR) && proto[CONSTRUCTOR];
  if (Ctor === Object)
    return true;
  if (!isFunction(Ctor))
    return false;
  let ctorString = cachedCtorStrings.get(Ctor);
  if (ctorString === void 0) {
    ctorString = Function.toString.call(Ctor);
    cachedCtorStrings.set(Ctor, ctorString);
  }
  return ctorString === objectCtorString;
}
function original(value) {
  if (!isDraft(value))
    die(15, value);
  return value[DRAFT_STATE].base_;
}
function each(obj, iter, strict = true) {
  if (getArchtype(obj) === 0 /* Object */) {
    const keys = strict ? Reflect.ownKeys(obj) : O.keys(obj);
    keys.forEach((key) => {
      iter(key, obj[key], obj);
    });
  } else {
    obj.forEach((entry, index) => iter(index, entry, obj));
  }
}
function getArchtype(thing) {
  const state = thing[DRAFT_STATE];
  return state ? state.type_ : isArray(thing) ? 1 /* Array */ : isMap(thing) ? 2 /* Map */ : isSet(thing) ? 3 /* Set */ : 0 /* Object */;
}
var has = (thing, prop, type = getArchtype(thing)) => type === 2 /* Map */ ? thing.has(prop) : O[PROTOTYPE].hasOwnProperty.call(thing, prop);
var get = (thing, prop, type = getArchtype(thing)) => (
  // @ts-ignore
  type === 2 /* Map */ ? thing.get(prop) : thing[prop]
);
var set = (thing, propOrOldValue, value, type = getArchtype(thing)) => {
  if (type === 2 /* Map */)
    thing.set(propOrOldValue, value);
  else if (type === 3 /* Set */) {
    thing.add(value);
  } else
    thing[propOrOldValue] = value;
};
function is(x, y) {
  if (x === y) {
    return x !== 0 || 1 / x === 1 / y;
  } else {
    return x !== x && y !== y;
  }
}
var isArray = Array.isArray;
var isMap = (target) => target instanceof Map;
var isSet = (target) => target instanceof Set;
var isObjectish = (target) => typeof target === "object";
var isFunction = (target) => typeof target === "function";
var isBoolean = (target) => typeof target === "boolean";
function isArrayIndex(value) {
  const n = +value;
  return Number.isInteger(n) && String(n) === value;
}
var getProxyDraft = (value) => {
  if (!isObjectish(value))
    return null;
  return value?.[DRAFT_STATE];
};
var latest = (state) => state.copy_ || state.base_;
var getValue = (value) => {
  const proxyDraft = getProxyDraft(value);
  return proxyDraft ? getFinalValue(proxyDraft) : value;
};
var getFinalValue = (state) => state.modified_ ? state.copy_ : state.base_;
function shallowCopy(base, strict) {
  if (isMap(base)) {
    return new Map(base);
  }
  if (isSet(base)) {
    return new Set(base);
  }
  if (isArray(base))
    return Array[PROTOTYPE].slice.call(base);
  const isPlain = isPlainObject(base);
  if (strict === true || strict === "class_only" && !isPlain) {
    const descriptors = O.getOwnPropertyDescriptors(base);
    delete descriptors[DRAFT_STATE];
    let keys = Reflect.ownKeys(descriptors);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const desc = descriptors[key];
      if (desc[WRITABLE] === false) {
        desc[WRITABLE] = true;
        desc[CONFIGURABLE] = true;
      }
      if (desc.get || desc.set)
        descriptors[key] = {
          [CONFIGURABLE]: true,
          [WRITABLE]: true,
          // could live with !!desc.set as well here...
          [ENUMERABLE]: desc[ENUMERABLE],
          [VALUE]: base[key]
        };
    }
    return O.create(getPrototypeOf(base), descriptors);
  } else {
    const proto = getPrototypeOf(base);
    if (proto !== null && isPlain) {
      return { ...base };
    }
    const obj = O.create(proto);
    return O.assign(obj, base);
  }
}
function freeze(obj, deep = false) {
  if (isFrozen(obj) || isDraft(obj) || !isDraftable(obj))
    return obj;
  if (getArchtype(obj) > 1) {
    O.defineProperties(obj, {
      set: dontMutateMethodOverride,
      add: dontMutateMethodOverride,
      clear: dontMutateMethodOverride,
      delete: dontMutateMethodOverride
    });
  }
  O.freeze(obj);
  if (deep)
    each(
      obj,
      (_key, value) => {
        freeze(value, true);
      },
      false
    );
  return obj;
}
function dontMutateFrozenCollections() {
  die(2);
}
var dontMutateMethodOverride = {
  [VALUE]: dontMutateFrozenCollections
};
function isFrozen(obj) {
  if (obj === null || !isObjectish(obj))
    return true;
  return O.isFrozen(obj);
}

// src/utils/plugins.ts
var PluginMapSet = "MapSet";
var PluginPatches = "Patches";
var PluginArrayMethods = "ArrayMethods";
var plugins = {};
function getPlugin(pluginKey) {
  const plugin = plugins[pluginKey];
  if (!plugin) {
    die(0, pluginKey);
  }
  return plugin;
}
var isPluginLoaded = (pluginKey) => !!plugins[pluginKey];
function loadPlugin(pluginKey, implementation) {
  if (!plugins[pluginKey])
    plugins[pluginKey] = implementation;
}

// src/core/scope.ts
var currentScope;
var getCurrentScope = () => currentScope;
var createScope = (parent_, immer_) => ({
  drafts_: [],
  parent_,
  immer_,
  // Whenever the modified draft contains a draft from another scope, we
  // need to prevent auto-freezing so the unowned draft can be finalized.
  canAutoFreeze_: true,
  unfinalizedDrafts_: 0,
  handledSet_: /* @__PURE__ */ new Set(),
  processedForPatches_: /* @__PURE__ */ new Set(),
  mapSetPlugin_: isPluginLoaded(PluginMapSet) ? getPlugin(PluginMapSet) : void 0,
  arrayMethodsPlugin_: isPluginLoaded(PluginArrayMethods) ? getPlugin(PluginArrayMethods) : void 0
});
function usePatchesInScope(scope, patchListener) {
  if (patchListener) {
    scope.patchPlugin_ = getPlugin(PluginPatches);
    scope.patches_ = [];
    scope.inversePatches_ = [];
    scope.patchListener_ = patchListener;
  }
}
function revokeScope(scope) {
  leaveScope(scope);
  scope.drafts_.forEach(revokeDraft);
  scope.drafts_ = null;
}
function leaveScope(scope) {
  if (scope === currentScope) {
    currentScope = scope.parent_;
  }
}
var enterScope = (immer2) => currentScope = createScope(currentScope, immer2);
function revokeDraft(draft) {
  const state = draft[DRAFT_STATE];
  if (state.type_ === 0 /* Object */ || state.type_ === 1 /* Array */)
    state.revoke_();
  else
    state.revoked_ = true;
}

// src/core/finalize.ts
function processResult(result, scope) {
  scope.unfinalizedDrafts_ = scope.drafts_.length;
  const baseDraft = scope.drafts_[0];
  const isReplaced = result !== void 0 && result !== baseDraft;
  if (isReplaced) {
    if (baseDraft[DRAFT_STATE].modified_) {
      revokeScope(scope);
      die(4);
    }
    if (isDraftable(result)) {
      result = finalize(scope, result);
    }
    const { patchPlugin_ } = scope;
    if (patchPlugin_) {
      patchPlugin_.generateReplacementPatches_(
        baseDraft[DRAFT_STATE].base_,
        result,
        scope
      );
    }
  } else {
    result = finalize(scope, baseDraft);
  }
  maybeFreeze(scope, result, true);
  revokeScope(scope);
  if (scope.patches_) {
    scope.patchListener_(scope.patches_, scope.inversePatches_);
  }
  return result !== NOTHING ? result : void 0;
}
function finalize(rootScope, value) {
  if (isFrozen(value))
    return value;
  const state = value[DRAFT_STATE];
  if (!state) {
    const finalValue = handleValue(value, rootScope.handledSet_, rootScope);
    return finalValue;
  }
  if (!isSameScope(state, rootScope)) {
    return value;
  }
  if (!state.modified_) {
    return state.base_;
  }
  if (!state.finalized_) {
    const { callbacks_ } = state;
    if (callbacks_) {
      while (callbacks_.length > 0) {
        const callback = callbacks_.pop();
        callback(rootScope);
      }
    }
    generatePatchesAndFinalize(state, rootScope);
  }
  return state.copy_;
}
function maybeFreeze(scope, value, deep = false) {
  if (!scope.parent_ && scope.immer_.autoFreeze_ && scope.canAutoFreeze_) {
    freeze(value, deep);
  }
}
function markStateFinalized(state) {
  state.finalized_ = true;
  state.scope_.unfinalizedDrafts_--;
}
var isSameScope = (state, rootScope) => state.scope_ === rootScope;
var EMPTY_LOCATIONS_RESULT = [];
function updateDraftInParent(parent, draftValue, finalizedValue, originalKey) {
  const parentCopy = latest(parent);
  const parentType = parent.type_;
  if (originalKey !== void 0) {
    const currentValue = get(parentCopy, originalKey, parentType);
    if (currentValue === draftValue) {
      set(parentCopy, originalKey, finalizedValue, parentType);
      return;
    }
  }
  if (!parent.draftLocations_) {
    const draftLocations = parent.draftLocations_ = /* @__PURE__ */ new Map();
    each(parentCopy, (key, value) => {
      if (isDraft(value)) {
        const keys = draftLocations.get(value) || [];
        keys.push(key);
        draftLocations.set(value, keys);
      }
    });
  }
  const locations = parent.draftLocations_.get(draftValue) ?? EMPTY_LOCATIONS_RESULT;
  for (const location of locations) {
    set(parentCopy, location, finalizedValue, parentType);
  }
}
function registerChildFinalizationCallback(parent, child, key) {
  parent.callbacks_.push(function childCleanup(rootScope) {
    const state = child;
    if (!state || !isSameScope(state, rootScope)) {
      return;
    }
    rootScope.mapSetPlugin_?.fixSetContents(state);
    const finalizedValue = getFinalValue(state);
    updateDraftInParent(parent, state.draft_ ?? state, finalizedValue, key);
    generatePatchesAndFinalize(state, rootScope);
  });
}
function generatePatchesAndFinalize(state, rootScope) {
  const shouldFinalize = state.modified_ && !state.finalized_ && (state.type_ === 3 /* Set */ || state.type_ === 1 /* Array */ && state.allIndicesReassigned_ || (state.assigned_?.size ?? 0) > 0);
  if (shouldFinalize) {
    const { patchPlugin_ } = rootScope;
    if (patchPlugin_) {
      const basePath = patchPlugin_.getPath(state);
      if (basePath) {
        patchPlugin_.generatePatches_(state, basePath, rootScope);
      }
    }
    markStateFinalized(state);
  }
}
function handleCrossReference(target, key, value) {
  const { scope_ } = target;
  if (isDraft(value)) {
    const state = value[DRAFT_STATE];
    if (isSameScope(state, scope_)) {
      state.callbacks_.push(function crossReferenceCleanup() {
        prepareCopy(target);
        const finalizedValue = getFinalValue(state);
        updateDraftInParent(target, value, finalizedValue, key);
      });
    }
  } else if (isDraftable(value)) {
    target.callbacks_.push(function nestedDraftCleanup() {
      const targetCopy = latest(target);
      if (target.type_ === 3 /* Set */) {
        if (targetCopy.has(value)) {
          handleValue(value, scope_.handledSet_, scope_);
        }
      } else {
        if (get(targetCopy, key, target.type_) === value) {
          if (scope_.drafts_.length > 1 && (target.assigned_.get(key) ?? false) === true && target.copy_) {
            handleValue(
              get(target.copy_, key, target.type_),
              scope_.handledSet_,
              scope_
            );
          }
        }
      }
    });
  }
}
function handleValue(target, handledSet, rootScope) {
  if (!rootScope.immer_.autoFreeze_ && rootScope.unfinalizedDrafts_ < 1) {
    return target;
  }
  if (isDraft(target) || handledSet.has(target) || !isDraftable(target) || isFrozen(target)) {
    return target;
  }
  handledSet.add(target);
  each(target, (key, value) => {
    if (isDraft(value)) {
      const state = value[DRAFT_STATE];
      if (isSameScope(state, rootScope)) {
        const updatedValue = getFinalValue(state);
        set(target, key, updatedValue, target.type_);
        markStateFinalized(state);
      }
    } else if (isDraftable(value)) {
      handleValue(value, handledSet, rootScope);
    }
  });
  return target;
}

// src/core/proxy.ts
function createProxyProxy(base, parent) {
  const baseIsArray = isArray(base);
  const state = {
    type_: baseIsArray ? 1 /* Array */ : 0 /* Object */,
    // Track which produce call this is associated with.
    scope_: parent ? parent.scope_ : getCurrentScope(),
    // True for both shallow and deep changes.
    modified_: false,
    // Used during finalization.
    finalized_: false,
    // Track which properties have been assigned (true) or deleted (false).
    // actually instantiated in `prepareCopy()`
    assigned_: void 0,
    // The parent draft state.
    parent_: parent,
    // The base state.
    base_: base,
    // The base proxy.
    draft_: null,
    // set below
    // The base copy with any updated values.
    copy_: null,
    // Called by the `produce` function.
    revoke_: null,
    isManual_: false,
    // `callbacks` actually gets assigned in `createProxy`
    callbacks_: void 0
  };
  let target = state;
  let traps = objectTraps;
  if (baseIsArray) {
    target = [state];
    traps = arrayTraps;
  }
  const { revoke, proxy } = Proxy.revocable(target, traps);
  state.draft_ = proxy;
  state.revoke_ = revoke;
  return [proxy, state];
}
var objectTraps = {
  get(state, prop) {
    if (prop === DRAFT_STATE)
      return state;
    let arrayPlugin = state.scope_.arrayMethodsPlugin_;
    const isArrayWithStringProp = state.type_ === 1 /* Array */ && typeof prop === "string";
    if (isArrayWithStringProp) {
      if (arrayPlugin?.isArrayOperationMethod(prop)) {
        return arrayPlugin.createMethodInterceptor(state, prop);
      }
    }
    const source = latest(state);
    if (!has(source, prop, state.type_)) {
      return readPropFromProto(state, source, prop);
    }
    const value = source[prop];
    if (state.finalized_ || !isDraftable(value)) {
      return value;
    }
    if (isArrayWithStringProp && state.operationMethod && arrayPlugin?.isMutatingArrayMethod(
      state.operationMethod
    ) && isArrayIndex(prop)) {
      return value;
    }
    if (value === peek(state.base_, prop) || isRelocatedBaseRef(state, prop, value)) {
      prepareCopy(state);
      const childKey = state.type_ === 1 /* Array */ ? +prop : prop;
      const childDraft = createProxy(state.scope_, value, state, childKey);
      return state.copy_[childKey] = childDraft;
    }
    return value;
  },
  has(state, prop) {
    return prop in latest(state);
  },
  ownKeys(state) {
    return Reflect.ownKeys(latest(state));
  },
  set(state, prop, value) {
    const desc = getDescriptorFromProto(latest(state), prop);
    if (desc?.set) {
      desc.set.call(state.draft_, value);
      return true;
    }
    if (!state.modified_) {
      const current2 = peek(latest(state), prop);
      const currentState = current2?.[DRAFT_STATE];
      if (currentState && currentState.base_ === value) {
        state.copy_[prop] = value;
        state.assigned_.delete(prop);
        return true;
      }
      if (is(value, current2) && (value !== void 0 || has(state.base_, prop, state.type_)))
        return true;
      prepareCopy(state);
      markChanged(state);
    }
    if (state.copy_[prop] === value && // special case: handle new props with value 'undefined'
    (value !== void 0 || has(state.copy_, prop, state.type_)) || // special case: NaN
    Number.isNaN(value) && Number.isNaN(state.copy_[prop]))
      return true;
    state.copy_[prop] = value;
    state.assigned_.set(prop, true);
    handleCrossReference(state, prop, value);
    return true;
  },
  deleteProperty(state, prop) {
    prepareCopy(state);
    if (peek(state.base_, prop) !== void 0 || prop in state.base_) {
      state.assigned_.set(prop, false);
      markChanged(state);
    } else {
      state.assigned_.delete(prop);
    }
    if (state.copy_) {
      delete state.copy_[prop];
    }
    return true;
  },
  // Note: We never coerce `desc.value` into an Immer draft, because we can't make
  // the same guarantee in ES5 mode.
  getOwnPropertyDescriptor(state, prop) {
    const owner = latest(state);
    const desc = Reflect.getOwnPropertyDescriptor(owner, prop);
    if (!desc)
      return desc;
    return {
      [WRITABLE]: true,
      [CONFIGURABLE]: state.type_ !== 1 /* Array */ || prop !== "length",
      [ENUMERABLE]: desc[ENUMERABLE],
      [VALUE]: owner[prop]
    };
  },
  defineProperty() {
    die(11);
  },
  getPrototypeOf(state) {
    return getPrototypeOf(state.base_);
  },
  setPrototypeOf() {
    die(12);
  }
};
var arrayTraps = {};
for (let key in objectTraps) {
  let fn = objectTraps[key];
  arrayTraps[key] = function() {
    const args = arguments;
    args[0] = args[0][0];
    return fn.apply(this, args);
  };
}
arrayTraps.deleteProperty = function(state, prop) {
  if (false)
    {}
  return arrayTraps.set.call(this, state, prop, void 0);
};
arrayTraps.set = function(state, prop, value) {
  if (false)
    {}
  return objectTraps.set.call(this, state[0], prop, value, state[0]);
};
function peek(draft, prop) {
  const state = draft[DRAFT_STATE];
  const source = state ? latest(state) : draft;
  return source[prop];
}
function isRelocatedBaseRef(state, prop, value) {
  if (state.type_ !== 1 /* Array */ || !state.allIndicesReassigned_ || !isDraftable(value) || value[DRAFT_STATE]) {
    return false;
  }
  return state.baseRefs_.has(value);
}
function readPropFromProto(state, source, prop) {
  const desc = getDescriptorFromProto(source, prop);
  return desc ? VALUE in desc ? desc[VALUE] : (
    // This is a very special case, if the prop is a getter defined by the
    // prototype, we should invoke it with the draft as context!
    desc.get?.call(state.draft_)
  ) : void 0;
}
function getDescriptorFromProto(source, prop) {
  if (!(prop in source))
    return void 0;
  let proto = getPrototypeOf(source);
  while (proto) {
    const desc = Object.getOwnPropertyDescriptor(proto, prop);
    if (desc)
      return desc;
    proto = getPrototypeOf(proto);
  }
  return void 0;
}
function markChanged(state) {
  if (!state.modified_) {
    state.modified_ = true;
    if (state.parent_) {
      markChanged(state.parent_);
    }
  }
}
function prepareCopy(state) {
  if (!state.copy_) {
    state.assigned_ = /* @__PURE__ */ new Map();
    state.copy_ = shallowCopy(
      state.base_,
      state.scope_.immer_.useStrictShallowCopy_
    );
  }
}

// src/core/immerClass.ts
var Immer2 = class {
  constructor(config) {
    this.autoFreeze_ = true;
    this.useStrictShallowCopy_ = false;
    this.useStrictIteration_ = false;
    /**
     * The `produce` function takes a value and a "recipe function" (whose
     * return value often depends on the base state). The recipe function is
     * free to mutate its first argument however it wants. All mutations are
     * only ever applied to a __copy__ of the base state.
     *
     * Pass only a function to create a "curried producer" which relieves you
     * from passing the recipe function every time.
     *
     * Only plain objects and arrays are made mutable. All other objects are
     * considered uncopyable.
     *
     * Note: This function is __bound__ to its `Immer` instance.
     *
     * @param {any} base - the initial state
     * @param {Function} recipe - function that receives a proxy of the base state as first argument and which can be freely modified
     * @param {Function} patchListener - optional function that will be called with all the patches produced here
     * @returns {any} a new state, or the initial state if nothing was modified
     */
    this.produce = (base, recipe, patchListener) => {
      if (isFunction(base) && !isFunction(recipe)) {
        const defaultBase = recipe;
        recipe = base;
        const self = this;
        return function curriedProduce(base2 = defaultBase, ...args) {
          return self.produce(base2, (draft) => recipe.call(this, draft, ...args));
        };
      }
      if (!isFunction(recipe))
        die(6);
      if (patchListener !== void 0 && !isFunction(patchListener))
        die(7);
      let result;
      if (isDraftable(base)) {
        const scope = enterScope(this);
        const proxy = createProxy(scope, base, void 0);
        let hasError = true;
        try {
          result = recipe(proxy);
          hasError = false;
        } finally {
          if (hasError)
            revokeScope(scope);
          else
            leaveScope(scope);
        }
        usePatchesInScope(scope, patchListener);
        return processResult(result, scope);
      } else if (!base || !isObjectish(base)) {
        result = recipe(base);
        if (result === void 0)
          result = base;
        if (result === NOTHING)
          result = void 0;
        if (this.autoFreeze_)
          freeze(result, true);
        if (patchListener) {
          const p = [];
          const ip = [];
          getPlugin(PluginPatches).generateReplacementPatches_(base, result, {
            patches_: p,
            inversePatches_: ip
          });
          patchListener(p, ip);
        }
        return result;
      } else
        die(1, base);
    };
    this.produceWithPatches = (base, recipe) => {
      if (isFunction(base)) {
        return (state, ...args) => this.produceWithPatches(state, (draft) => base(draft, ...args));
      }
      let patches, inversePatches;
      const result = this.produce(base, recipe, (p, ip) => {
        patches = p;
        inversePatches = ip;
      });
      return [result, patches, inversePatches];
    };
    if (isBoolean(config?.autoFreeze))
      this.setAutoFreeze(config.autoFreeze);
    const strictShallowCopy = config?.useStrictShallowCopy;
    if (isBoolean(strictShallowCopy) || strictShallowCopy === "class_only")
      this.setUseStrictShallowCopy(strictShallowCopy);
    if (isBoolean(config?.useStrictIteration))
      this.setUseStrictIteration(config.useStrictIteration);
  }
  createDraft(base) {
    if (!isDraftable(base))
      die(8);
    if (isDraft(base))
      base = current(base);
    const scope = enterScope(this);
    const proxy = createProxy(scope, base, void 0);
    proxy[DRAFT_STATE].isManual_ = true;
    leaveScope(scope);
    return proxy;
  }
  finishDraft(draft, patchListener) {
    const state = draft && draft[DRAFT_STATE];
    if (!state || !state.isManual_)
      die(9);
    const { scope_: scope } = state;
    usePatchesInScope(scope, patchListener);
    return processResult(void 0, scope);
  }
  /**
   * Pass true to automatically freeze all copies created by Immer.
   *
   * By default, auto-freezing is enabled.
   */
  setAutoFreeze(value) {
    this.autoFreeze_ = value;
  }
  /**
   * Pass true to enable strict shallow copy.
   *
   * By default, immer does not copy the object descriptors such as getter, setter and non-enumrable properties.
   */
  setUseStrictShallowCopy(value) {
    this.useStrictShallowCopy_ = value;
  }
  /**
   * Pass false to use faster iteration that skips non-enumerable properties
   * but still handles symbols for compatibility.
   *
   * By default, strict iteration is enabled (includes all own properties).
   */
  setUseStrictIteration(value) {
    this.useStrictIteration_ = value;
  }
  shouldUseStrictIteration() {
    return this.useStrictIteration_;
  }
  applyPatches(base, patches) {
    let i;
    for (i = patches.length - 1; i >= 0; i--) {
      const patch = patches[i];
      if (patch.path.length === 0 && patch.op === "replace") {
        base = patch.value;
        break;
      }
    }
    if (i > -1) {
      patches = patches.slice(i + 1);
    }
    const applyPatchesImpl = getPlugin(PluginPatches).applyPatches_;
    if (isDraft(base)) {
      return applyPatchesImpl(base, patches);
    }
    return this.produce(
      base,
      (draft) => applyPatchesImpl(draft, patches)
    );
  }
};
function createProxy(rootScope, value, parent, key) {
  const [draft, state] = isMap(value) ? getPlugin(PluginMapSet).proxyMap_(value, parent) : isSet(value) ? getPlugin(PluginMapSet).proxySet_(value, parent) : createProxyProxy(value, parent);
  const scope = parent?.scope_ ?? getCurrentScope();
  scope.drafts_.push(draft);
  state.callbacks_ = parent?.callbacks_ ?? [];
  state.key_ = key;
  if (parent && key !== void 0) {
    registerChildFinalizationCallback(parent, state, key);
  } else {
    state.callbacks_.push(function rootDraftCleanup(rootScope2) {
      rootScope2.mapSetPlugin_?.fixSetContents(state);
      const { patchPlugin_ } = rootScope2;
      if (state.modified_ && patchPlugin_) {
        patchPlugin_.generatePatches_(state, [], rootScope2);
      }
    });
  }
  return draft;
}

// src/core/current.ts
function current(value) {
  if (!isDraft(value))
    die(10, value);
  return currentImpl(value);
}
function currentImpl(value) {
  if (!isDraftable(value) || isFrozen(value))
    return value;
  const state = value[DRAFT_STATE];
  let copy;
  let strict = true;
  if (state) {
    if (!state.modified_)
      return state.base_;
    state.finalized_ = true;
    copy = shallowCopy(value, state.scope_.immer_.useStrictShallowCopy_);
    strict = state.scope_.immer_.shouldUseStrictIteration();
  } else {
    copy = shallowCopy(value, true);
  }
  const source = copy;
  if (isSet(copy))
    copy = /* @__PURE__ */ new Set();
  each(
    source,
    (key, childValue) => {
      set(copy, key, currentImpl(childValue));
    },
    strict
  );
  if (state) {
    state.finalized_ = false;
  }
  return copy;
}

// src/plugins/patches.ts
function enablePatches() {
  const errorOffset = 16;
  if (false) {}
  function getPath(state, path = []) {
    if (state.key_ !== void 0) {
      const parentCopy = state.parent_.copy_ ?? state.parent_.base_;
      const proxyDraft = getProxyDraft(get(parentCopy, state.key_));
      const valueAtKey = get(parentCopy, state.key_);
      if (valueAtKey === void 0) {
        return null;
      }
      if (valueAtKey !== state.draft_ && valueAtKey !== state.copy_) {
        return null;
      }
      if (proxyDraft != null && proxyDraft.base_ !== state.base_) {
        return null;
      }
      const isSet2 = state.parent_.type_ === 3 /* Set */;
      let key;
      if (isSet2) {
        const setParent = state.parent_;
        key = Array.from(setParent.drafts_.keys()).indexOf(state.key_);
      } else {
        key = state.key_;
      }
      if (!(isSet2 && parentCopy.size > key || has(parentCopy, key))) {
        return null;
      }
      if (state.parent_.type_ === 1 /* Array */ && state.parent_.allIndicesReassigned_) {
        return null;
      }
      path.push(key);
    }
    if (state.parent_) {
      return getPath(state.parent_, path);
    }
    path.reverse();
    try {
      resolvePath(state.copy_, path);
    } catch (e) {
      return null;
    }
    return path;
  }
  function resolvePath(base, path) {
    let current2 = base;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i];
      current2 = get(current2, key);
      if (!isObjectish(current2) || current2 === null) {
        throw new Error(`Cannot resolve path at '${path.join("/")}'`);
      }
    }
    return current2;
  }
  const REPLACE = "replace";
  const ADD = "add";
  const REMOVE = "remove";
  function generatePatches_(state, basePath, scope) {
    if (state.scope_.processedForPatches_.has(state)) {
      return;
    }
    state.scope_.processedForPatches_.add(state);
    const { patches_, inversePatches_ } = scope;
    switch (state.type_) {
      case 0 /* Object */:
      case 2 /* Map */:
        return generatePatchesFromAssigned(
          state,
          basePath,
          patches_,
          inversePatches_
        );
      case 1 /* Array */:
        return generateArrayPatches(
          state,
          basePath,
          patches_,
          inversePatches_
        );
      case 3 /* Set */:
        return generateSetPatches(
          state,
          basePath,
          patches_,
          inversePatches_
        );
    }
  }
  function generateArrayPatches(state, basePath, patches, inversePatches) {
    let { base_, assigned_ } = state;
    let copy_ = state.copy_;
    if (copy_.length < base_.length) {
      ;
      [base_, copy_] = [copy_, base_];
      [patches, inversePatches] = [inversePatches, patches];
    }
    const allReassigned = state.allIndicesReassigned_ === true;
    for (let i = 0; i < base_.length; i++) {
      const copiedItem = copy_[i];
      const baseItem = base_[i];
      const isAssigned = allReassigned || assigned_?.get(i.toString());
      if (isAssigned && copiedItem !== baseItem) {
        const childState = copiedItem?.[DRAFT_STATE];
        if (childState && childState.modified_) {
          continue;
        }
        const path = basePath.concat([i]);
        patches.push({
          op: REPLACE,
          path,
          // Need to maybe clone it, as it can in fact be the original value
          // due to the base/copy inversion at the start of this function
          value: clonePatchValueIfNeeded(copiedItem)
        });
        inversePatches.push({
          op: REPLACE,
          path,
          value: clonePatchValueIfNeeded(baseItem)
        });
      }
    }
    for (let i = base_.length; i < copy_.length; i++) {
      const path = basePath.concat([i]);
      patches.push({
        op: ADD,
        path,
        // Need to maybe clone it, as it can in fact be the original value
        // due to the base/copy inversion at the start of this function
        value: clonePatchValueIfNeeded(copy_[i])
      });
    }
    for (let i = copy_.length - 1; base_.length <= i; --i) {
      const path = basePath.concat([i]);
      inversePatches.push({
        op: REMOVE,
        path
      });
    }
  }
  function generatePatchesFromAssigned(state, basePath, patches, inversePatches) {
    const { base_, copy_, type_ } = state;
    each(state.assigned_, (key, assignedValue) => {
      const origValue = get(base_, key, type_);
      const value = get(copy_, key, type_);
      const op = !assignedValue ? REMOVE : has(base_, key) ? REPLACE : ADD;
      if (origValue === value && op === REPLACE)
        return;
      const path = basePath.concat(key);
      patches.push(
        op === REMOVE ? { op, path } : { op, path, value: clonePatchValueIfNeeded(value) }
      );
      inversePatches.push(
        op === ADD ? { op: REMOVE, path } : op === REMOVE ? { op: ADD, path, value: clonePatchValueIfNeeded(origValue) } : { op: REPLACE, path, value: clonePatchValueIfNeeded(origValue) }
      );
    });
  }
  function generateSetPatches(state, basePath, patches, inversePatches) {
    let { base_, copy_ } = state;
    let i = 0;
    base_.forEach((value) => {
      if (!copy_.has(value)) {
        const path = basePath.concat([i]);
        patches.push({
          op: REMOVE,
          path,
          value
        });
        inversePatches.unshift({
          op: ADD,
          path,
          value
        });
      }
      i++;
    });
    i = 0;
    copy_.forEach((value) => {
      if (!base_.has(value)) {
        const path = basePath.concat([i]);
        patches.push({
          op: ADD,
          path,
          value
        });
        inversePatches.unshift({
          op: REMOVE,
          path,
          value
        });
      }
      i++;
    });
  }
  function generateReplacementPatches_(baseValue, replacement, scope) {
    const { patches_, inversePatches_ } = scope;
    patches_.push({
      op: REPLACE,
      path: [],
      value: replacement === NOTHING ? void 0 : replacement
    });
    inversePatches_.push({
      op: REPLACE,
      path: [],
      value: baseValue
    });
  }
  function applyPatches_(draft, patches) {
    patches.forEach((patch) => {
      const { path, op } = patch;
      let base = draft;
      for (let i = 0; i < path.length - 1; i++) {
        const parentType = getArchtype(base);
        let p = path[i];
        if (typeof p !== "string" && typeof p !== "number") {
          p = "" + p;
        }
        if ((parentType === 0 /* Object */ || parentType === 1 /* Array */) && (p === "__proto__" || p === CONSTRUCTOR))
          die(errorOffset + 3);
        if (isFunction(base) && p === PROTOTYPE)
          die(errorOffset + 3);
        base = get(base, p);
        if (base === null || !isObjectish(base))
          die(errorOffset + 2, path.join("/"));
      }
      const type = getArchtype(base);
      const value = deepClonePatchValue(patch.value);
      const key = path[path.length - 1];
      switch (op) {
        case REPLACE:
          switch (type) {
            case 2 /* Map */:
              return base.set(key, value);
            case 3 /* Set */:
              die(errorOffset);
            default:
              return base[key] = value;
          }
        case ADD:
          switch (type) {
            case 1 /* Array */:
              return key === "-" ? base.push(value) : base.splice(key, 0, value);
            case 2 /* Map */:
              return base.set(key, value);
            case 3 /* Set */:
              return base.add(value);
            default:
              return base[key] = value;
          }
        case REMOVE:
          switch (type) {
            case 1 /* Array */:
              return base.splice(key, 1);
            case 2 /* Map */:
              return base.delete(key);
            case 3 /* Set */:
              return base.delete(patch.value);
            default:
              return delete base[key];
          }
        default:
          die(errorOffset + 1, op);
      }
    });
    return draft;
  }
  function deepClonePatchValue(obj) {
    if (!isDraftable(obj))
      return obj;
    if (isArray(obj))
      return obj.map(deepClonePatchValue);
    if (isMap(obj))
      return new Map(
        Array.from(obj.entries()).map(([k, v]) => [k, deepClonePatchValue(v)])
      );
    if (isSet(obj))
      return new Set(Array.from(obj).map(deepClonePatchValue));
    const cloned = Object.create(getPrototypeOf(obj));
    for (const key in obj)
      cloned[key] = deepClonePatchValue(obj[key]);
    if (has(obj, DRAFTABLE))
      cloned[DRAFTABLE] = obj[DRAFTABLE];
    return cloned;
  }
  function clonePatchValueIfNeeded(obj) {
    if (isDraft(obj)) {
      return deepClonePatchValue(obj);
    } else
      return obj;
  }
  loadPlugin(PluginPatches, {
    applyPatches_,
    generatePatches_,
    generateReplacementPatches_,
    getPath
  });
}

// src/plugins/mapset.ts
var _globalIterator = globalThis.Iterator;
var hasIteratorFrom = typeof _globalIterator?.from === "function";
function enableMapSet() {
  class DraftMap extends Map {
    constructor(target, parent) {
      super();
      this[DRAFT_STATE] = {
        type_: 2 /* Map */,
        parent_: parent,
        scope_: parent ? parent.scope_ : getCurrentScope(),
        modified_: false,
        finalized_: false,
        copy_: void 0,
        assigned_: void 0,
        base_: target,
        draft_: this,
        isManual_: false,
        revoked_: false,
        callbacks_: []
      };
    }
    get size() {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      return latest(state).size;
    }
    has(key) {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      return latest(state).has(key);
    }
    set(key, value) {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      if (!latest(state).has(key) || latest(state).get(key) !== value) {
        prepareMapCopy(state);
        markChanged(state);
        state.assigned_.set(key, true);
        state.copy_.set(key, value);
        state.assigned_.set(key, true);
        handleCrossReference(state, key, value);
      }
      return this;
    }
    delete(key) {
      if (!this.has(key)) {
        return false;
      }
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      prepareMapCopy(state);
      markChanged(state);
      if (state.base_.has(key)) {
        state.assigned_.set(key, false);
      } else {
        state.assigned_.delete(key);
      }
      state.copy_.delete(key);
      return true;
    }
    clear() {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      if (latest(state).size) {
        prepareMapCopy(state);
        markChanged(state);
        state.assigned_ = /* @__PURE__ */ new Map();
        each(state.base_, (key) => {
          state.assigned_.set(key, false);
        });
        state.copy_.clear();
      }
    }
    forEach(cb, thisArg) {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      prepareMapCopy(state);
      latest(state).forEach((_value, key, _map) => {
        cb.call(thisArg, this.get(key), key, this);
      });
    }
    get(key) {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      const value = latest(state).get(key);
      if (state.finalized_ || !isDraftable(value)) {
        return value;
      }
      if (value !== state.base_.get(key)) {
        return value;
      }
      const draft = createProxy(state.scope_, value, state, key);
      prepareMapCopy(state);
      state.copy_.set(key, draft);
      return draft;
    }
    keys() {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      prepareMapCopy(state);
      return latest(state).keys();
    }
    values() {
      const iterator = this.keys();
      return iteratorFrom({
        next: () => {
          const r = iterator.next();
          if (r.done)
            return r;
          const value = this.get(r.value);
          return {
            done: false,
            value
          };
        }
      });
    }
    entries() {
      const iterator = this.keys();
      return iteratorFrom({
        next: () => {
          const r = iterator.next();
          if (r.done)
            return r;
          const value = this.get(r.value);
          return {
            done: false,
            value: [r.value, value]
          };
        }
      });
    }
    [(DRAFT_STATE, Symbol.iterator)]() {
      return this.entries();
    }
  }
  function iteratorFrom(iterable) {
    if (hasIteratorFrom) {
      return _globalIterator.from(iterable);
    }
    const iterator = {
      ...iterable,
      [Symbol.iterator]: () => iterator
    };
    return iterator;
  }
  function proxyMap_(target, parent) {
    const map = new DraftMap(target, parent);
    return [map, map[DRAFT_STATE]];
  }
  function prepareMapCopy(state) {
    if (!state.copy_) {
      state.assigned_ = /* @__PURE__ */ new Map();
      state.copy_ = new Map(state.base_);
    }
  }
  class DraftSet extends Set {
    constructor(target, parent) {
      super();
      this[DRAFT_STATE] = {
        type_: 3 /* Set */,
        parent_: parent,
        scope_: parent ? parent.scope_ : getCurrentScope(),
        modified_: false,
        finalized_: false,
        copy_: void 0,
        base_: target,
        draft_: this,
        drafts_: /* @__PURE__ */ new Map(),
        revoked_: false,
        isManual_: false,
        assigned_: void 0,
        callbacks_: []
      };
    }
    get size() {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      return latest(state).size;
    }
    has(value) {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      if (!state.copy_) {
        return state.base_.has(value);
      }
      if (state.copy_.has(value))
        return true;
      if (state.drafts_.has(value) && state.copy_.has(state.drafts_.get(value)))
        return true;
      return false;
    }
    add(value) {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      if (!this.has(value)) {
        prepareSetCopy(state);
        markChanged(state);
        state.copy_.add(value);
        handleCrossReference(state, value, value);
      }
      return this;
    }
    delete(value) {
      if (!this.has(value)) {
        return false;
      }
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      prepareSetCopy(state);
      markChanged(state);
      return state.copy_.delete(value) || (state.drafts_.has(value) ? state.copy_.delete(state.drafts_.get(value)) : (
        /* istanbul ignore next */
        false
      ));
    }
    clear() {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      if (latest(state).size) {
        prepareSetCopy(state);
        markChanged(state);
        state.copy_.clear();
      }
    }
    values() {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      prepareSetCopy(state);
      return state.copy_.values();
    }
    entries() {
      const state = this[DRAFT_STATE];
      assertUnrevoked(state);
      prepareSetCopy(state);
      return state.copy_.entries();
    }
    keys() {
      return this.values();
    }
    [(DRAFT_STATE, Symbol.iterator)]() {
      return this.values();
    }
    forEach(cb, thisArg) {
      const iterator = this.values();
      let result = iterator.next();
      while (!result.done) {
        cb.call(thisArg, result.value, result.value, this);
        result = iterator.next();
      }
    }
  }
  function proxySet_(target, parent) {
    const set2 = new DraftSet(target, parent);
    return [set2, set2[DRAFT_STATE]];
  }
  function prepareSetCopy(state) {
    if (!state.copy_) {
      state.copy_ = /* @__PURE__ */ new Set();
      state.base_.forEach((value) => {
        if (isDraftable(value)) {
          const draft = createProxy(state.scope_, value, state, value);
          state.drafts_.set(value, draft);
          state.copy_.add(draft);
        } else {
          state.copy_.add(value);
        }
      });
    }
  }
  function assertUnrevoked(state) {
    if (state.revoked_)
      die(3, JSON.stringify(latest(state)));
  }
  function fixSetContents(target) {
    if (target.type_ === 3 /* Set */ && target.copy_) {
      const copy = new Set(target.copy_);
      target.copy_.clear();
      copy.forEach((value) => {
        target.copy_.add(getValue(value));
      });
    }
  }
  loadPlugin(PluginMapSet, { proxyMap_, proxySet_, fixSetContents });
}

// src/plugins/arrayMethods.ts
function enableArrayMethods() {
  const SHIFTING_METHODS = /* @__PURE__ */ new Set(["shift", "unshift"]);
  const QUEUE_METHODS = /* @__PURE__ */ new Set(["push", "pop"]);
  const RESULT_RETURNING_METHODS = /* @__PURE__ */ new Set([
    ...QUEUE_METHODS,
    ...SHIFTING_METHODS
  ]);
  const REORDERING_METHODS = /* @__PURE__ */ new Set(["reverse", "sort"]);
  const MUTATING_METHODS = /* @__PURE__ */ new Set([
    ...RESULT_RETURNING_METHODS,
    ...REORDERING_METHODS,
    "splice"
  ]);
  const FIND_METHODS = /* @__PURE__ */ new Set(["find", "findLast"]);
  const NON_MUTATING_METHODS = /* @__PURE__ */ new Set([
    "filter",
    "slice",
    "concat",
    "flat",
    ...FIND_METHODS,
    "findIndex",
    "findLastIndex",
    "some",
    "every",
    "indexOf",
    "lastIndexOf",
    "includes",
    "join",
    "toString",
    "toLocaleString"
  ]);
  function isMutatingArrayMethod(method) {
    return MUTATING_METHODS.has(method);
  }
  function isNonMutatingArrayMethod(method) {
    return NON_MUTATING_METHODS.has(method);
  }
  function isArrayOperationMethod(method) {
    return isMutatingArrayMethod(method) || isNonMutatingArrayMethod(method);
  }
  function enterOperation(state, method) {
    state.operationMethod = method;
  }
  function exitOperation(state) {
    state.operationMethod = void 0;
  }
  function executeArrayMethod(state, operation, markLength = true) {
    prepareCopy(state);
    const result = operation();
    markArrayChanged(state, markLength);
    return result;
  }
  function markArrayChanged(state, markLength = true) {
    markChanged(state);
    if (markLength)
      state.assigned_.set("length", true);
  }
  function markAllIndicesReassigned(state) {
    state.allIndicesReassigned_ = true;
    state.baseRefs_ = new Set(state.base_);
  }
  function normalizeSliceIndex(index, length) {
    if (index < 0) {
      return Math.max(length + index, 0);
    }
    return Math.min(index, length);
  }
  function handleInsertedValues(state, startIndex, values) {
    for (let i = 0; i < values.length; i++) {
      const index = "" + (startIndex + i);
      state.assigned_.set(index, true);
      handleCrossReference(state, index, values[i]);
    }
  }
  function handleSimpleOperation(state, method, args) {
    const isInsert = method === "push" || method === "unshift";
    if (isInsert ? args.length === 0 : latest(state).length === 0) {
      return isInsert ? latest(state).length : void 0;
    }
    prepareCopy(state);
    const lengthBefore = state.copy_.length;
    const result = state.copy_[method](...args);
    markArrayChanged(state);
    if (SHIFTING_METHODS.has(method)) {
      markAllIndicesReassigned(state);
    }
    if (method === "push") {
      handleInsertedValues(state, lengthBefore, args);
    } else if (method === "unshift") {
      handleInsertedValues(state, 0, args);
    }
    return RESULT_RETURNING_METHODS.has(method) ? result : state.draft_;
  }
  function handleReorderingOperation(state, method, args) {
    if (latest(state).length <= 1)
      return state.draft_;
    return executeArrayMethod(
      state,
      () => {
        ;
        state.copy_[method](...args);
        markAllIndicesReassigned(state);
        return state.draft_;
      },
      false
    );
  }
  function createMethodInterceptor(state, originalMethod) {
    return function interceptedMethod(...args) {
      const method = originalMethod;
      enterOperation(state, method);
      try {
        if (isMutatingArrayMethod(method)) {
          if (RESULT_RETURNING_METHODS.has(method)) {
            return handleSimpleOperation(state, method, args);
          }
          if (REORDERING_METHODS.has(method)) {
            return handleReorderingOperation(state, method, args);
          }
          if (method === "splice") {
            const insertCount = args.length > 2 ? args.length - 2 : 0;
            if (insertCount === 0) {
              const length = latest(state).length;
              if (args.length === 0 || normalizeSliceIndex(args[0] ?? 0, length) === length || args.length > 1 && !(args[1] >= 1)) {
                return [];
              }
            }
            prepareCopy(state);
            const lengthBefore = state.copy_.length;
            const res = state.copy_.splice(
              ...args
            );
            if (res.length === 0 && insertCount === 0) {
              return res;
            }
            markArrayChanged(state);
            markAllIndicesReassigned(state);
            if (insertCount > 0) {
              const startIndex = normalizeSliceIndex(args[0] ?? 0, lengthBefore);
              handleInsertedValues(state, startIndex, args.slice(2));
            }
            return res;
          }
        } else {
          return handleNonMutatingOperation(state, method, args);
        }
      } finally {
        exitOperation(state);
      }
    };
  }
  function handleNonMutatingOperation(state, method, args) {
    const source = latest(state);
    if (method === "filter") {
      const predicate = args[0];
      const thisArg = args[1];
      const result = [];
      const length = source.length;
      for (let i = 0; i < length; i++) {
        if (predicate.call(thisArg, source[i], i, source)) {
          result.push(state.draft_[i]);
        }
      }
      return result;
    }
    if (FIND_METHODS.has(method)) {
      const predicate = args[0];
      const thisArg = args[1];
      const length = source.length;
      const isForward = method === "find";
      const step = isForward ? 1 : -1;
      const start = isForward ? 0 : length - 1;
      for (let i = start; i >= 0 && i < length; i += step) {
        if (predicate.call(thisArg, source[i], i, source)) {
          return state.draft_[i];
        }
      }
      return void 0;
    }
    if (method === "slice") {
      const rawStart = args[0] ?? 0;
      const rawEnd = args[1] ?? source.length;
      const start = normalizeSliceIndex(rawStart, source.length);
      const end = normalizeSliceIndex(rawEnd, source.length);
      const result = [];
      for (let i = start; i < end; i++) {
        result.push(state.draft_[i]);
      }
      return result;
    }
    return source[method](...args);
  }
  loadPlugin(PluginArrayMethods, {
    createMethodInterceptor,
    isArrayOperationMethod,
    isMutatingArrayMethod
  });
}

// src/immer.ts
var immer = new Immer2();
var produce = immer.produce;
var produceWithPatches = /* @__PURE__ */ (/* unused pure expression or super */ null && (immer.produceWithPatches.bind(immer)));
var setAutoFreeze = /* @__PURE__ */ (/* unused pure expression or super */ null && (immer.setAutoFreeze.bind(immer)));
var setUseStrictShallowCopy = /* @__PURE__ */ (/* unused pure expression or super */ null && (immer.setUseStrictShallowCopy.bind(immer)));
var setUseStrictIteration = /* @__PURE__ */ (/* unused pure expression or super */ null && (immer.setUseStrictIteration.bind(immer)));
var applyPatches = /* @__PURE__ */ (/* unused pure expression or super */ null && (immer.applyPatches.bind(immer)));
var createDraft = /* @__PURE__ */ (/* unused pure expression or super */ null && (immer.createDraft.bind(immer)));
var finishDraft = /* @__PURE__ */ (/* unused pure expression or super */ null && (immer.finishDraft.bind(immer)));
var castDraft = (value) => value;
var castImmutable = (value) => value;

//# sourceMappingURL=immer.mjs.map

},
27346(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  P: () => (thunk),
  Y: () => (withExtraArgument)
});
// src/index.ts
function createThunkMiddleware(extraArgument) {
  const middleware = ({ dispatch, getState }) => (next) => (action) => {
    if (typeof action === "function") {
      return action(dispatch, getState, extraArgument);
    }
    return next(action);
  };
  return middleware;
}
var thunk = createThunkMiddleware();
var withExtraArgument = createThunkMiddleware;



},
14644(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  $d: () => (actionTypes_default),
  HY: () => (combineReducers),
  Qd: () => (isPlainObject),
  Tw: () => (applyMiddleware),
  Yl: () => (legacy_createStore),
  Zz: () => (compose),
  ve: () => (isAction),
  y$: () => (createStore),
  zH: () => (bindActionCreators)
});
// src/utils/formatProdErrorMessage.ts
function formatProdErrorMessage(code) {
  return `Minified Redux error #${code}; visit https://redux.js.org/Errors?code=${code} for the full message or use the non-minified dev environment for full errors. `;
}

// src/utils/symbol-observable.ts
var $$observable = /* @__PURE__ */ (() => typeof Symbol === "function" && Symbol.observable || "@@observable")();
var symbol_observable_default = $$observable;

// src/utils/actionTypes.ts
var randomString = () => Math.random().toString(36).substring(7).split("").join(".");
var ActionTypes = {
  INIT: `@@redux/INIT${/* @__PURE__ */ randomString()}`,
  REPLACE: `@@redux/REPLACE${/* @__PURE__ */ randomString()}`,
  PROBE_UNKNOWN_ACTION: () => `@@redux/PROBE_UNKNOWN_ACTION${randomString()}`
};
var actionTypes_default = ActionTypes;

// src/utils/isPlainObject.ts
function isPlainObject(obj) {
  if (typeof obj !== "object" || obj === null)
    return false;
  let proto = obj;
  while (Object.getPrototypeOf(proto) !== null) {
    proto = Object.getPrototypeOf(proto);
  }
  return Object.getPrototypeOf(obj) === proto || Object.getPrototypeOf(obj) === null;
}

// src/utils/kindOf.ts
function miniKindOf(val) {
  if (val === void 0)
    return "undefined";
  if (val === null)
    return "null";
  const type = typeof val;
  switch (type) {
    case "boolean":
    case "string":
    case "number":
    case "symbol":
    case "function": {
      return type;
    }
  }
  if (Array.isArray(val))
    return "array";
  if (isDate(val))
    return "date";
  if (isError(val))
    return "error";
  const constructorName = ctorName(val);
  switch (constructorName) {
    case "Symbol":
    case "Promise":
    case "WeakMap":
    case "WeakSet":
    case "Map":
    case "Set":
      return constructorName;
  }
  return Object.prototype.toString.call(val).slice(8, -1).toLowerCase().replace(/\s/g, "");
}
function ctorName(val) {
  return typeof val.constructor === "function" ? val.constructor.name : null;
}
function isError(val) {
  return val instanceof Error || typeof val.message === "string" && val.constructor && typeof val.constructor.stackTraceLimit === "number";
}
function isDate(val) {
  if (val instanceof Date)
    return true;
  return typeof val.toDateString === "function" && typeof val.getDate === "function" && typeof val.setDate === "function";
}
function kindOf(val) {
  let typeOfVal = typeof val;
  if (false) {}
  return typeOfVal;
}

// src/createStore.ts
function createStore(reducer, preloadedState, enhancer) {
  if (typeof reducer !== "function") {
    throw new Error( true ? formatProdErrorMessage(2) : 0);
  }
  if (typeof preloadedState === "function" && typeof enhancer === "function" || typeof enhancer === "function" && typeof arguments[3] === "function") {
    throw new Error( true ? formatProdErrorMessage(0) : 0);
  }
  if (typeof preloadedState === "function" && typeof enhancer === "undefined") {
    enhancer = preloadedState;
    preloadedState = void 0;
  }
  if (typeof enhancer !== "undefined") {
    if (typeof enhancer !== "function") {
      throw new Error( true ? formatProdErrorMessage(1) : 0);
    }
    return enhancer(createStore)(reducer, preloadedState);
  }
  let currentReducer = reducer;
  let currentState = preloadedState;
  let currentListeners = /* @__PURE__ */ new Map();
  let nextListeners = currentListeners;
  let listenerIdCounter = 0;
  let isDispatching = false;
  function ensureCanMutateNextListeners() {
    if (nextListeners === currentListeners) {
      nextListeners = /* @__PURE__ */ new Map();
      currentListeners.forEach((listener, key) => {
        nextListeners.set(key, listener);
      });
    }
  }
  function getState() {
    if (isDispatching) {
      throw new Error( true ? formatProdErrorMessage(3) : 0);
    }
    return currentState;
  }
  function subscribe(listener) {
    if (typeof listener !== "function") {
      throw new Error( true ? formatProdErrorMessage(4) : 0);
    }
    if (isDispatching) {
      throw new Error( true ? formatProdErrorMessage(5) : 0);
    }
    let isSubscribed = true;
    ensureCanMutateNextListeners();
    const listenerId = listenerIdCounter++;
    nextListeners.set(listenerId, listener);
    return function unsubscribe() {
      if (!isSubscribed) {
        return;
      }
      if (isDispatching) {
        throw new Error( true ? formatProdErrorMessage(6) : 0);
      }
      isSubscribed = false;
      ensureCanMutateNextListeners();
      nextListeners.delete(listenerId);
      currentListeners = null;
    };
  }
  function dispatch(action) {
    if (!isPlainObject(action)) {
      throw new Error( true ? formatProdErrorMessage(7) : 0);
    }
    if (typeof action.type === "undefined") {
      throw new Error( true ? formatProdErrorMessage(8) : 0);
    }
    if (typeof action.type !== "string") {
      throw new Error( true ? formatProdErrorMessage(17) : 0);
    }
    if (isDispatching) {
      throw new Error( true ? formatProdErrorMessage(9) : 0);
    }
    try {
      isDispatching = true;
      currentState = currentReducer(currentState, action);
    } finally {
      isDispatching = false;
    }
    const listeners = currentListeners = nextListeners;
    listeners.forEach((listener) => {
      listener();
    });
    return action;
  }
  function replaceReducer(nextReducer) {
    if (typeof nextReducer !== "function") {
      throw new Error( true ? formatProdErrorMessage(10) : 0);
    }
    currentReducer = nextReducer;
    dispatch({
      type: actionTypes_default.REPLACE
    });
  }
  function observable() {
    const outerSubscribe = subscribe;
    return {
      /**
       * The minimal observable subscription method.
       * @param observer Any object that can be used as an observer.
       * The observer object should have a `next` method.
       * @returns An object with an `unsubscribe` method that can
       * be used to unsubscribe the observable from the store, and prevent further
       * emission of values from the observable.
       */
      subscribe(observer) {
        if (typeof observer !== "object" || observer === null) {
          throw new Error( true ? formatProdErrorMessage(11) : 0);
        }
        function observeState() {
          const observerAsObserver = observer;
          if (observerAsObserver.next) {
            observerAsObserver.next(getState());
          }
        }
        observeState();
        const unsubscribe = outerSubscribe(observeState);
        return {
          unsubscribe
        };
      },
      [symbol_observable_default]() {
        return this;
      }
    };
  }
  dispatch({
    type: actionTypes_default.INIT
  });
  const store = {
    dispatch,
    subscribe,
    getState,
    replaceReducer,
    [symbol_observable_default]: observable
  };
  return store;
}
function legacy_createStore(reducer, preloadedState, enhancer) {
  return createStore(reducer, preloadedState, enhancer);
}

// src/utils/warning.ts
function warning(message) {
  if (typeof console !== "undefined" && typeof console.error === "function") {
    console.error(message);
  }
  try {
    throw new Error(message);
  } catch (e) {
  }
}

// src/combineReducers.ts
function getUnexpectedStateShapeWarningMessage(inputState, reducers, action, unexpectedKeyCache) {
  const reducerKeys = Object.keys(reducers);
  const argumentName = action && action.type === actionTypes_default.INIT ? "preloadedState argument passed to createStore" : "previous state received by the reducer";
  if (reducerKeys.length === 0) {
    return "Store does not have a valid reducer. Make sure the argument passed to combineReducers is an object whose values are reducers.";
  }
  if (!isPlainObject(inputState)) {
    return `The ${argumentName} has unexpected type of "${kindOf(inputState)}". Expected argument to be an object with the following keys: "${reducerKeys.join('", "')}"`;
  }
  const unexpectedKeys = Object.keys(inputState).filter((key) => !reducers.hasOwnProperty(key) && !unexpectedKeyCache[key]);
  unexpectedKeys.forEach((key) => {
    unexpectedKeyCache[key] = true;
  });
  if (action && action.type === actionTypes_default.REPLACE)
    return;
  if (unexpectedKeys.length > 0) {
    return `Unexpected ${unexpectedKeys.length > 1 ? "keys" : "key"} "${unexpectedKeys.join('", "')}" found in ${argumentName}. Expected to find one of the known reducer keys instead: "${reducerKeys.join('", "')}". Unexpected keys will be ignored.`;
  }
}
function assertReducerShape(reducers) {
  Object.keys(reducers).forEach((key) => {
    const reducer = reducers[key];
    const initialState = reducer(void 0, {
      type: actionTypes_default.INIT
    });
    if (typeof initialState === "undefined") {
      throw new Error( true ? formatProdErrorMessage(12) : 0);
    }
    if (typeof reducer(void 0, {
      type: actionTypes_default.PROBE_UNKNOWN_ACTION()
    }) === "undefined") {
      throw new Error( true ? formatProdErrorMessage(13) : 0);
    }
  });
}
function combineReducers(reducers) {
  const reducerKeys = Object.keys(reducers);
  const finalReducers = {};
  for (let i = 0; i < reducerKeys.length; i++) {
    const key = reducerKeys[i];
    if (false) {}
    if (typeof reducers[key] === "function") {
      finalReducers[key] = reducers[key];
    }
  }
  const finalReducerKeys = Object.keys(finalReducers);
  let unexpectedKeyCache;
  if (false) {}
  let shapeAssertionError;
  try {
    assertReducerShape(finalReducers);
  } catch (e) {
    shapeAssertionError = e;
  }
  return function combination(state = {}, action) {
    if (shapeAssertionError) {
      throw shapeAssertionError;
    }
    if (false) {}
    let hasChanged = false;
    const nextState = {};
    for (let i = 0; i < finalReducerKeys.length; i++) {
      const key = finalReducerKeys[i];
      const reducer = finalReducers[key];
      const previousStateForKey = state[key];
      const nextStateForKey = reducer(previousStateForKey, action);
      if (typeof nextStateForKey === "undefined") {
        const actionType = action && action.type;
        throw new Error( true ? formatProdErrorMessage(14) : 0);
      }
      nextState[key] = nextStateForKey;
      hasChanged = hasChanged || nextStateForKey !== previousStateForKey;
    }
    hasChanged = hasChanged || finalReducerKeys.length !== Object.keys(state).length;
    return hasChanged ? nextState : state;
  };
}

// src/bindActionCreators.ts
function bindActionCreator(actionCreator, dispatch) {
  return function(...args) {
    return dispatch(actionCreator.apply(this, args));
  };
}
function bindActionCreators(actionCreators, dispatch) {
  if (typeof actionCreators === "function") {
    return bindActionCreator(actionCreators, dispatch);
  }
  if (typeof actionCreators !== "object" || actionCreators === null) {
    throw new Error( true ? formatProdErrorMessage(16) : 0);
  }
  const boundActionCreators = {};
  for (const key in actionCreators) {
    const actionCreator = actionCreators[key];
    if (typeof actionCreator === "function") {
      boundActionCreators[key] = bindActionCreator(actionCreator, dispatch);
    }
  }
  return boundActionCreators;
}

// src/compose.ts
function compose(...funcs) {
  if (funcs.length === 0) {
    return (arg) => arg;
  }
  if (funcs.length === 1) {
    return funcs[0];
  }
  return funcs.reduce((a, b) => (...args) => a(b(...args)));
}

// src/applyMiddleware.ts
function applyMiddleware(...middlewares) {
  return (createStore2) => (reducer, preloadedState) => {
    const store = createStore2(reducer, preloadedState);
    let dispatch = () => {
      throw new Error( true ? formatProdErrorMessage(15) : 0);
    };
    const middlewareAPI = {
      getState: store.getState,
      dispatch: (action, ...args) => dispatch(action, ...args)
    };
    const chain = middlewares.map((middleware) => middleware(middlewareAPI));
    dispatch = compose(...chain)(store.dispatch);
    return {
      ...store,
      dispatch
    };
  };
}

// src/utils/isAction.ts
function isAction(action) {
  return isPlainObject(action) && "type" in action && typeof action.type === "string";
}

//# sourceMappingURL=redux.mjs.map

},
25508(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  Ad: () => (createSelectorCreator),
  Mz: () => (createSelector),
  X4: () => (weakMapMemoize),
  i5: () => (lruMemoize)
});
// src/devModeChecks/cacheSizeCheck.ts
var CACHE_SIZE_CHECK_THRESHOLD = 1e3;
var runCacheSizeCheck = (cacheSize, funcName) => {
  let stack = void 0;
  try {
    throw new Error();
  } catch (e) {
    ;
    ({ stack } = e);
  }
  console.warn(
    `A function memoized with weakMapMemoize${funcName ? ` (\`${funcName}\`)` : ""} has seen over ${cacheSize} distinct values for the same primitive argument position.
Results keyed by primitive arguments are held strongly and are only released by \`clearCache()\`, so this cache will keep growing for as long as the function keeps seeing new values.
If it is called with ever-changing primitives (ids, offsets, timestamps), pass the \`maxSize\` option to bound the cache, switch to \`lruMemoize\`, or call \`.clearCache()\` at a suitable point.
See https://reselect.js.org/api/development-only-checks#cachesizecheck for details.`,
    { stack }
  );
};

// src/devModeChecks/setGlobalDevModeChecks.ts
var globalDevModeChecks = (/* unused pure expression or super */ null && ({
  inputStabilityCheck: "once",
  identityFunctionCheck: "once",
  cacheSizeCheck: "once"
}));
var setGlobalDevModeChecks = (devModeChecks) => {
  Object.assign(globalDevModeChecks, devModeChecks);
};

// src/weakMapMemoize.ts
var StrongRef = class {
  constructor(value) {
    this.value = value;
  }
  deref() {
    return this.value;
  }
};
var getWeakRef = () => typeof WeakRef === "undefined" ? StrongRef : WeakRef;
var Ref = /* @__PURE__ */ getWeakRef();
var UNTERMINATED = 0;
var TERMINATED = 1;
function createCacheNode() {
  return {
    s: UNTERMINATED,
    v: void 0,
    o: null,
    p: null
  };
}
function maybeDeref(r) {
  if (r instanceof Ref) {
    return r.deref();
  }
  return r;
}
function weakMapMemoize(func, options = {}) {
  let fnNode = createCacheNode();
  const { resultEqualityCheck, maxSize } = options;
  const useGenerations = maxSize !== void 0;
  if (useGenerations && (!Number.isInteger(maxSize) || maxSize < 1)) {
    throw new TypeError(
      `maxSize must be a positive integer, received: ${maxSize}`
    );
  }
  let prevNode = null;
  let insertionCount = 0;
  let lastResult;
  let resultsCount = 0;
  let hasWarnedAboutCacheSize = false;
  function maybeFlipGenerations() {
    if (insertionCount >= maxSize) {
      prevNode = fnNode;
      fnNode = createCacheNode();
      insertionCount = 0;
    }
  }
  function memoized() {
    let cacheNode = fnNode;
    const { length } = arguments;
    for (let i = 0, l = length; i < l; i++) {
      const arg = arguments[i];
      if (typeof arg === "function" || typeof arg === "object" && arg !== null) {
        let objectCache = cacheNode.o;
        if (objectCache === null) {
          cacheNode.o = objectCache = /* @__PURE__ */ new WeakMap();
        }
        const objectNode = objectCache.get(arg);
        if (objectNode === void 0) {
          cacheNode = createCacheNode();
          objectCache.set(arg, cacheNode);
        } else {
          cacheNode = objectNode;
        }
      } else {
        let primitiveCache = cacheNode.p;
        if (primitiveCache === null) {
          cacheNode.p = primitiveCache = /* @__PURE__ */ new Map();
        }
        const primitiveNode = primitiveCache.get(arg);
        if (primitiveNode === void 0) {
          cacheNode = createCacheNode();
          primitiveCache.set(arg, cacheNode);
          insertionCount++;
          if (false) {}
        } else {
          cacheNode = primitiveNode;
        }
      }
    }
    if (cacheNode.s === TERMINATED) {
      return cacheNode.v;
    }
    if (prevNode !== null) {
      let prevCacheNode = prevNode;
      for (let i = 0, l = length; i < l; i++) {
        const arg = arguments[i];
        let next;
        if (typeof arg === "function" || typeof arg === "object" && arg !== null) {
          const prevObjectCache = prevCacheNode.o;
          next = prevObjectCache !== null ? prevObjectCache.get(arg) : void 0;
        } else {
          const prevPrimitiveCache = prevCacheNode.p;
          next = prevPrimitiveCache !== null ? prevPrimitiveCache.get(arg) : void 0;
        }
        if (next === void 0) {
          prevCacheNode = null;
          break;
        }
        prevCacheNode = next;
      }
      if (prevCacheNode !== null && prevCacheNode.s === TERMINATED) {
        const promotedNode = cacheNode;
        promotedNode.s = TERMINATED;
        promotedNode.v = prevCacheNode.v;
        maybeFlipGenerations();
        return prevCacheNode.v;
      }
    }
    const terminatedNode = cacheNode;
    let result = func.apply(null, arguments);
    resultsCount++;
    if (resultEqualityCheck) {
      const lastResultValue = maybeDeref(lastResult);
      if (lastResultValue != null && resultEqualityCheck(lastResultValue, result)) {
        result = lastResultValue;
        resultsCount !== 0 && resultsCount--;
      }
      const needsWeakRef = typeof result === "object" && result !== null || typeof result === "function";
      lastResult = needsWeakRef ? /* @__PURE__ */ new Ref(result) : result;
    }
    terminatedNode.s = TERMINATED;
    terminatedNode.v = result;
    if (useGenerations) {
      maybeFlipGenerations();
    }
    return result;
  }
  memoized.clearCache = () => {
    fnNode = createCacheNode();
    prevNode = null;
    insertionCount = 0;
    memoized.resetResultsCount();
    if (false) {}
  };
  memoized.resultsCount = () => resultsCount;
  memoized.resetResultsCount = () => {
    resultsCount = 0;
  };
  return memoized;
}

// src/devModeChecks/identityFunctionCheck.ts
var runIdentityFunctionCheck = (resultFunc, inputSelectorsResults, outputSelectorResult) => {
  if (inputSelectorsResults.length === 1 && inputSelectorsResults[0] === outputSelectorResult) {
    let isInputSameAsOutput = false;
    try {
      const emptyObject = {};
      if (resultFunc(emptyObject) === emptyObject) isInputSameAsOutput = true;
    } catch {
    }
    if (isInputSameAsOutput) {
      let stack = void 0;
      try {
        throw new Error();
      } catch (e) {
        ;
        ({ stack } = e);
      }
      console.warn(
        "The result function returned its own inputs without modification. e.g\n`createSelector([state => state.todos], todos => todos)`\nThis could lead to inefficient memoization and unnecessary re-renders.\nEnsure transformation logic is in the result function, and extraction logic is in the input selectors.",
        { stack }
      );
    }
  }
};

// src/devModeChecks/inputStabilityCheck.ts
var withoutResultEqualityCheck = (option) => {
  if (option === null || typeof option !== "object" || !("resultEqualityCheck" in option)) {
    return option;
  }
  const optionCopy = { ...option };
  delete optionCopy.resultEqualityCheck;
  return optionCopy;
};
var runInputStabilityCheck = (inputSelectorResultsObject, options, inputSelectorArgs) => {
  const { memoize, memoizeOptions } = options;
  const { inputSelectorResults, inputSelectorResultsCopy } = inputSelectorResultsObject;
  const probeMemoizeOptions = [];
  const { length } = memoizeOptions;
  for (let i = 0; i < length; i++) {
    probeMemoizeOptions.push(withoutResultEqualityCheck(memoizeOptions[i]));
  }
  const createAnEmptyObject = memoize(() => ({}), ...probeMemoizeOptions);
  const areInputSelectorResultsEqual = createAnEmptyObject.apply(null, inputSelectorResults) === createAnEmptyObject.apply(null, inputSelectorResultsCopy);
  if (!areInputSelectorResultsEqual) {
    let stack = void 0;
    try {
      throw new Error();
    } catch (e) {
      ;
      ({ stack } = e);
    }
    console.warn(
      "An input selector returned a different result when passed same arguments.\nThis means your output selector will likely run more frequently than intended.\nAvoid returning a new reference inside your input selector, e.g.\n`createSelector([state => state.todos.map(todo => todo.id)], todoIds => todoIds.length)`",
      {
        arguments: inputSelectorArgs,
        firstInputs: inputSelectorResults,
        secondInputs: inputSelectorResultsCopy,
        stack
      }
    );
  }
};

// src/utils.ts
var NOT_FOUND = /* @__PURE__ */ Symbol("NOT_FOUND");
function assertIsFunction(func, errorMessage = `expected a function, instead received ${typeof func}`) {
  if (typeof func !== "function") {
    throw new TypeError(errorMessage);
  }
}
function assertIsObject(object, errorMessage = `expected an object, instead received ${typeof object}`) {
  if (typeof object !== "object") {
    throw new TypeError(errorMessage);
  }
}
function assertIsArrayOfFunctions(array, errorMessage = `expected all items to be functions, instead received the following types: `) {
  if (!array.every((item) => typeof item === "function")) {
    const itemTypes = array.map(
      (item) => typeof item === "function" ? `function ${item.name || "unnamed"}()` : typeof item
    ).join(", ");
    throw new TypeError(`${errorMessage}[${itemTypes}]`);
  }
}
var ensureIsArray = (item) => {
  return Array.isArray(item) ? item : [item];
};
function getDependencies(createSelectorArgs) {
  const dependencies = Array.isArray(createSelectorArgs[0]) ? createSelectorArgs[0] : createSelectorArgs;
  assertIsArrayOfFunctions(
    dependencies,
    `createSelector expects all input-selectors to be functions, but received the following types: `
  );
  return dependencies;
}
function collectInputSelectorResults(dependencies, inputSelectorArgs) {
  const inputSelectorResults = [];
  const { length } = dependencies;
  for (let i = 0; i < length; i++) {
    inputSelectorResults.push(dependencies[i].apply(null, inputSelectorArgs));
  }
  return inputSelectorResults;
}

// src/createSelectorCreator.ts
function createSelectorCreator(memoizeOrOptions, ...memoizeOptionsFromArgs) {
  const createSelectorCreatorOptions = typeof memoizeOrOptions === "function" ? {
    memoize: memoizeOrOptions,
    memoizeOptions: memoizeOptionsFromArgs
  } : memoizeOrOptions;
  const createSelector2 = (...createSelectorArgs) => {
    let recomputations = 0;
    let dependencyRecomputations = 0;
    let lastResult;
    let directlyPassedOptions = {};
    let resultFunc = createSelectorArgs.pop();
    if (typeof resultFunc === "object") {
      directlyPassedOptions = resultFunc;
      resultFunc = createSelectorArgs.pop();
    }
    assertIsFunction(
      resultFunc,
      `createSelector expects an output function after the inputs, but received: [${typeof resultFunc}]`
    );
    const combinedOptions = {
      ...createSelectorCreatorOptions,
      ...directlyPassedOptions
    };
    const {
      memoize,
      memoizeOptions = [],
      argsMemoize = weakMapMemoize,
      argsMemoizeOptions = []
    } = combinedOptions;
    const finalMemoizeOptions = ensureIsArray(memoizeOptions);
    const finalArgsMemoizeOptions = ensureIsArray(argsMemoizeOptions);
    const dependencies = getDependencies(createSelectorArgs);
    const memoizedResultFunc = memoize(function recomputationWrapper() {
      recomputations++;
      return resultFunc.apply(
        null,
        arguments
      );
    }, ...finalMemoizeOptions);
    let firstRun = true;
    const selector = argsMemoize(function dependenciesChecker() {
      dependencyRecomputations++;
      const { length } = dependencies;
      const inputSelectorResults = new Array(length);
      for (let i = 0; i < length; i++) {
        inputSelectorResults[i] = dependencies[i].apply(null, arguments);
      }
      lastResult = memoizedResultFunc.apply(null, inputSelectorResults);
      if (false) {}
      return lastResult;
    }, ...finalArgsMemoizeOptions);
    return Object.assign(selector, {
      resultFunc,
      memoizedResultFunc,
      dependencies,
      dependencyRecomputations: () => dependencyRecomputations,
      resetDependencyRecomputations: () => {
        dependencyRecomputations = 0;
      },
      lastResult: () => lastResult,
      recomputations: () => recomputations,
      resetRecomputations: () => {
        recomputations = 0;
      },
      memoize,
      argsMemoize
    });
  };
  Object.assign(createSelector2, {
    withTypes: () => createSelector2
  });
  return createSelector2;
}
var createSelector = /* @__PURE__ */ createSelectorCreator(weakMapMemoize);

// src/createStructuredSelector.ts
var createStructuredSelector = /* @__PURE__ */ (/* unused pure expression or super */ null && (Object.assign(
  (inputSelectorsObject, selectorCreator = createSelector) => {
    assertIsObject(
      inputSelectorsObject,
      `createStructuredSelector expects first argument to be an object where each property is a selector, instead received a ${typeof inputSelectorsObject}`
    );
    const inputSelectorKeys = Object.keys(inputSelectorsObject);
    const dependencies = inputSelectorKeys.map(
      (key) => inputSelectorsObject[key]
    );
    const structuredSelector = selectorCreator(
      dependencies,
      (...inputSelectorResults) => {
        return inputSelectorResults.reduce((composition, value, index) => {
          composition[inputSelectorKeys[index]] = value;
          return composition;
        }, {});
      }
    );
    return structuredSelector;
  },
  { withTypes: () => createStructuredSelector }
)));

// src/lruMemoize.ts
function createSingletonCache(equals) {
  let entry;
  return {
    get(key) {
      if (entry && equals(entry.key, key)) {
        return entry.value;
      }
      return NOT_FOUND;
    },
    put(key, value) {
      entry = { key, value };
    },
    findMatchingEntry(value, resultEqualityCheck) {
      const current = entry;
      return current !== void 0 && resultEqualityCheck(current.value, value) ? current : void 0;
    },
    clear() {
      entry = void 0;
    }
  };
}
function createLruCache(maxSize, equals) {
  let entries = [];
  function get(key) {
    const cacheIndex = entries.findIndex((entry) => equals(entry.key, key));
    if (cacheIndex > -1) {
      const entry = entries[cacheIndex];
      if (cacheIndex > 0) {
        entries.splice(cacheIndex, 1);
        entries.unshift(entry);
      }
      return entry.value;
    }
    return NOT_FOUND;
  }
  function put(key, value) {
    entries.unshift({ key, value });
    if (entries.length > maxSize) {
      entries.pop();
    }
  }
  function findMatchingEntry(value, resultEqualityCheck) {
    const currentEntries = entries;
    const { length } = currentEntries;
    for (let i = 0; i < length; i++) {
      const entry = currentEntries[i];
      if (resultEqualityCheck(entry.value, value)) {
        return entry;
      }
    }
    return void 0;
  }
  function clear() {
    entries = [];
  }
  return { get, put, findMatchingEntry, clear };
}
var referenceEqualityCheck = (a, b) => a === b;
function createCacheKeyComparator(equalityCheck) {
  return function areArgumentsShallowlyEqual(prev, next) {
    if (prev === null || next === null || prev.length !== next.length) {
      return false;
    }
    const { length } = prev;
    for (let i = 0; i < length; i++) {
      if (!equalityCheck(prev[i], next[i])) {
        return false;
      }
    }
    return true;
  };
}
function lruMemoize(func, equalityCheckOrOptions) {
  const providedOptions = typeof equalityCheckOrOptions === "object" ? equalityCheckOrOptions : { equalityCheck: equalityCheckOrOptions };
  const {
    equalityCheck = referenceEqualityCheck,
    maxSize = 1,
    resultEqualityCheck
  } = providedOptions;
  const comparator = createCacheKeyComparator(equalityCheck);
  let resultsCount = 0;
  const cache = maxSize <= 1 ? createSingletonCache(comparator) : createLruCache(maxSize, comparator);
  function memoized() {
    let value = cache.get(arguments);
    if (value === NOT_FOUND) {
      value = func.apply(null, arguments);
      resultsCount++;
      if (resultEqualityCheck) {
        const matchingEntry = cache.findMatchingEntry(
          value,
          resultEqualityCheck
        );
        if (matchingEntry) {
          value = matchingEntry.value;
          resultsCount !== 0 && resultsCount--;
        }
      }
      cache.put(arguments, value);
    }
    return value;
  }
  memoized.clearCache = () => {
    cache.clear();
    memoized.resetResultsCount();
  };
  memoized.resultsCount = () => resultsCount;
  memoized.resetResultsCount = () => {
    resultsCount = 0;
  };
  return memoized;
}

//# sourceMappingURL=reselect.mjs.map

},

};
;